import { Router } from 'express';
import { z } from 'zod';
import {
  accessTokenSchema,
  documentId,
  jwtQuerySchema,
  roleChangeSchema,
  userListTypeSchema,
  userLookupSchema,
  userRegistrationSchema,
  userSchema,
  verifyChangeSchema,
} from '../contract/index.js';
import { changeRole, changeVerified, deleteUser, listUsers, lookupUser, registerUser } from '../domain/users.js';
import { issueAppToken } from '../http/app-token.js';
import { forbidden } from '../contract/errors.js';
import { deletion } from '../http/deletion.js';
import { route } from '../http/route.js';
import { validate } from '../http/validate.js';

export const usersRouter = Router();

const userIdParams = z.strictObject({ id: documentId });

// POST /user has two uses: { email } looks up, { displayName, email, role } registers.
usersRouter.post(
  '/user',
  route({ access: 'signed-in', answer: userSchema }, async ({ caller, req }) => {
    const body: unknown = req.body;
    const registering = typeof body === 'object' && body !== null && ('displayName' in body || 'role' in body);
    if (registering) {
      const input = validate(userRegistrationSchema, body, 'body');
      const { user, created } = await registerUser(caller, input);
      return created
        ? { status: 201, message: `Dear ${user.displayName}, your account is ready.`, data: user }
        : { message: `Welcome back, ${user.displayName}.`, data: user };
    }
    const { email } = validate(userLookupSchema, body, 'body');
    return { message: 'User found.', data: await lookupUser(caller, email) };
  }),
);

usersRouter.get(
  '/user/:type',
  route({ access: 'signed-in', params: z.strictObject({ type: userListTypeSchema }), answer: z.array(userSchema) }, async ({ caller, params }) => {
    const users = await listUsers(caller, params.type);
    return { message: `${users.length} users found.`, data: users };
  }),
);

usersRouter.delete('/user/:id', deletion('id', deleteUser, 'signed-in-fresh'));

usersRouter.put(
  '/user/:id/role',
  route({ access: 'signed-in-fresh', params: userIdParams, body: roleChangeSchema, answer: userSchema }, async ({ caller, params, body }) => {
    const user = await changeRole(caller, params.id, body.role);
    return { message: `${user.displayName || user.email} is now a ${user.role}.`, data: user };
  }),
);

usersRouter.put(
  '/user/:id/verify',
  route({ access: 'signed-in-fresh', params: userIdParams, body: verifyChangeSchema, answer: userSchema }, async ({ caller, params, body }) => {
    const user = await changeVerified(caller, params.id, body.verified);
    return { message: `${user.displayName || user.email} is ${body.verified ? 'now verified' : 'no longer verified'}.`, data: user };
  }),
);

// GET /jwt: an access token for the caller's own e-mail only, from a fresh Firebase ID token
// (never from an access token, so one cannot renew itself).
usersRouter.get(
  '/jwt',
  route({ access: 'signed-in-fresh', query: jwtQuerySchema, answer: accessTokenSchema }, async ({ caller, query }) => {
    if (query.email !== caller.email) throw forbidden('You can only get a token for your own e-mail.');
    const { uid, email, name, role, sellerVerify, adminVerify } = caller;
    return { message: 'Token issued.', data: issueAppToken({ uid, email, name, role, sellerVerify, adminVerify }) };
  }),
);
