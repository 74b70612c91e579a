import type { Account, DeleteResult } from '../contract/index.js';
import { forbidden, notFound, unauthorized } from '../contract/errors.js';
import { accountsStore } from '../store/accounts.js';
import { usersStore } from '../store/users.js';
import { removeAccount } from './account-removal.js';
import type { Caller, ConfirmFreshSignIn } from './caller.js';
import { lookupUser } from './users.js';

/** How recent a sign-in deleting one's own account needs: a phone left unlocked is not enough. */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

export const SIGN_IN_TO_CONFIRM = 'Please sign in again to confirm: deleting your account needs a sign-in from the last 5 minutes.';

/** Whether the caller signed in within the last 5 minutes (an access token cannot tell: no). */
export const signedInRecently = (caller: Pick<Caller, 'signedInAt'>, now: number) => caller.signedInAt !== undefined && now - caller.signedInAt <= FRESH_SIGN_IN_MS;

/** GET /user/me: the caller's record (or, not registered yet, what the token says), with the e-mail's state. */
export async function myAccount(caller: Caller): Promise<Account> {
  const [user, auth] = await Promise.all([lookupUser(caller, caller.email), accountsStore.get(caller.uid)]);
  const moment = (text: string | undefined) => (text && Date.parse(text) ? { at: new Date(text).toISOString() } : null);
  const joined = moment(auth?.metadata.creationTime);
  const lastSignIn = moment(auth?.metadata.lastSignInTime);
  return { ...user, emailVerified: caller.emailVerified === true, ...(joined ? { joinedAt: joined.at } : {}), ...(lastSignIn ? { lastSignInAt: lastSignIn.at } : {}) };
}

/**
 * POST /user/me/sign-out-everywhere: every session of the account ends, this one too: the
 * record says since when tokens count (checked on every call), and Auth revokes the refresh
 * tokens, so no device gets a new ID token without signing in.
 */
export async function signOutEverywhere(caller: Caller): Promise<{ endedAt: string }> {
  const now = Date.now();
  await usersStore.endSessions(caller.uid, now);
  await accountsStore.revokeSessions(caller.uid);
  return { endedAt: new Date(now).toISOString() };
}

/**
 * DELETE /user/me: the caller removes their own account and everything it left, exactly as an
 * admin's deletion does (account-removal.ts), the audit entry naming them as the actor. Needs a
 * sign-in from the last 5 minutes; admins are removed by the owner only.
 */
export async function deleteOwnAccount(caller: Caller, confirmFresh: ConfirmFreshSignIn): Promise<DeleteResult> {
  if (caller.role === 'admin') throw forbidden('An admin account is removed by the owner (npm run grant-admin, or the Firebase console), not from here.');
  if (!signedInRecently(caller, Date.now())) throw unauthorized(SIGN_IN_TO_CONFIRM);
  // A Firebase ID token whose sessions Auth has not revoked (never an access token).
  await confirmFresh();
  const user = await usersStore.get(caller.uid);
  const label = user?.displayName || caller.name || caller.email;
  if ((await removeAccount(caller, { uid: caller.uid, label, role: user?.role ?? caller.role })) === 'already-removed') throw notFound('This account was already deleted.');
  return { acknowledged: true, message: 'Your account and everything it held are deleted.' };
}
