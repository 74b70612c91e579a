import type { Request } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../firebase.js';
import { roleSchema } from '../contract/index.js';
import { unauthorized } from './errors.js';
import type { Caller } from './caller.js';

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function callerFromToken(token: DecodedIdToken): Caller {
  const role = roleSchema.safeParse(token.role);
  return {
    uid: token.uid,
    email: (token.email ?? '').toLowerCase(),
    name: typeof token.name === 'string' && token.name ? token.name : (token.email ?? 'User'),
    // A token without a role claim belongs to a buyer (the spec's default).
    role: role.success ? role.data : 'buyer',
    sellerVerify: token.sellerVerify === true,
    adminVerify: token.adminVerify === true,
    picture: typeof token.picture === 'string' ? token.picture : '',
  };
}

/**
 * Verifies the request's Firebase ID token with the Admin SDK. `checkRevoked` also asks Auth
 * whether the account was disabled or its tokens revoked (used for deletes and role changes,
 * where a stale token must not act).
 */
export async function authenticate(req: Request, checkRevoked = false): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  let decoded: DecodedIdToken;
  try {
    decoded = await getAuth(adminApp()).verifyIdToken(token, checkRevoked);
  } catch {
    throw unauthorized('Your session is not valid or has expired. Please sign in again.');
  }
  return callerFromToken(decoded);
}
