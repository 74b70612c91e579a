import { Router } from 'express';
import { userLookupSchema, userRegistrationSchema } from '../contract/index.js';
import * as calls from '../contract/operations/users.js';
import { forbidden } from '../contract/errors.js';
import { changeRole, changeVerified, deleteUser, listUsers, lookupUser, registerUser } from '../domain/users.js';
import { exportAccount } from '../domain/account-export.js';
import { deleteOwnAccount, myAccount, signOutEverywhere } from '../domain/own-account.js';
import { updateProfile } from '../domain/profile.js';
import { issueAppToken } from '../http/app-token.js';
import { accountBrake } from '../http/rate-limit.js';
import { deletion, serve } from '../http/serve.js';
import { validate } from '../http/validate.js';

export const usersRouter = Router();

/** An export reads everything an account holds: a few a minute is plenty for a person. */
export const EXPORTS_PER_MINUTE = 3;
const exportBrake = accountBrake({ max: () => EXPORTS_PER_MINUTE });

// POST /user has two uses: { email } looks up, { displayName, email, role } registers.
serve(usersRouter, calls.registerOrFindUser, async ({ caller, req }) => {
  const body: unknown = req.body;
  const registering = typeof body === 'object' && body !== null && ('displayName' in body || 'role' in body);
  if (registering) {
    const input = validate(userRegistrationSchema, body, 'body');
    const { user, created } = await registerUser(caller, input);
    return created ? { status: 201, message: `Dear ${user.displayName}, your account is ready.`, data: user } : { message: `Welcome back, ${user.displayName}.`, data: user };
  }
  const { email } = validate(userLookupSchema, body, 'body');
  return { message: 'User found.', data: await lookupUser(caller, email) };
});

// The caller's own account, before the routes whose {id} would take "me" for an id.
serve(usersRouter, calls.getMyAccount, async ({ caller }) => ({ message: 'Your account.', data: await myAccount(caller) }));

serve(usersRouter, calls.deleteMyAccount, async ({ caller, confirmFreshSignIn }) => {
  const result = await deleteOwnAccount(caller, confirmFreshSignIn);
  return { message: result.message, data: result };
});

serve(usersRouter, calls.updateMyAccount, async ({ caller, body }) => ({ message: 'Your profile is saved.', data: await updateProfile(caller, body) }));

serve(usersRouter, calls.exportMyData, async ({ caller, req, res }) => {
  await exportBrake(req, res, caller.uid);
  const data = await exportAccount(caller);
  const day = data.exportedAt.slice(0, 10);
  return { message: 'Your data.', data, headers: { 'Content-Disposition': `attachment; filename="machinery-market-data-${day}.json"`, 'Cache-Control': 'no-store' } };
});

serve(usersRouter, calls.signOutEverywhere, async ({ caller }) => ({ message: 'Every session of your account has ended. Sign in again to go on.', data: await signOutEverywhere(caller) }));

serve(usersRouter, calls.listUsers, async ({ caller, params }) => {
  const users = await listUsers(caller, params.id);
  return { message: `${users.length} users found.`, data: users };
});

serve(usersRouter, calls.deleteUser, deletion(deleteUser));

serve(usersRouter, calls.changeRole, async ({ caller, params, body }) => {
  const user = await changeRole(caller, params.id, body.role);
  return { message: `${user.displayName || user.email} is now a ${user.role}.`, data: user };
});

serve(usersRouter, calls.changeVerified, async ({ caller, params, body }) => {
  const user = await changeVerified(caller, params.id, body.verified);
  return { message: `${user.displayName || user.email} is ${body.verified ? 'now verified' : 'no longer verified'}.`, data: user };
});

// GET /jwt: an access token for the caller's own e-mail only, from a fresh Firebase ID token
// (never from an access token, so one cannot renew itself).
serve(usersRouter, calls.issueAccessToken, async ({ caller, query }) => {
  if (query.email !== caller.email) throw forbidden('You can only get a token for your own e-mail.');
  const { uid, email, name, role, sellerVerify, adminVerify } = caller;
  return { message: 'Token issued.', data: issueAppToken({ uid, email, name, role, sellerVerify, adminVerify }) };
});
