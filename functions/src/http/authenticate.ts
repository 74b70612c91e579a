import type { Request } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { roleSchema } from '../contract/index.js';
import { adminApp } from '../firebase.js';
import { accountsStore } from '../store/accounts.js';
import { looksLikeAppToken, verifyAppToken } from './app-token.js';
import type { Caller } from './caller.js';
import { unauthorized } from './errors.js';
import { verifiedIdTokens } from './verified-tokens.js';

const SESSION_INVALID = 'Your session is not valid or has expired. Please sign in again.';

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller as custom claims describe it. A token without a role belongs to a buyer (spec section 1). */
export function callerFromClaims(
  uid: string,
  claims: Record<string, unknown>,
  profile: { email?: string; name?: string; picture?: string },
): Caller {
  const role = roleSchema.safeParse(claims.role);
  const email = (profile.email ?? '').toLowerCase();
  return {
    uid,
    email,
    name: profile.name || email || 'User',
    role: role.success ? role.data : 'buyer',
    sellerVerify: claims.sellerVerify === true,
    adminVerify: claims.adminVerify === true,
    picture: profile.picture ?? '',
  };
}

export function callerFromToken(token: DecodedIdToken): Caller {
  return callerFromClaims(token.uid, token, {
    email: token.email,
    name: typeof token.name === 'string' ? token.name : undefined,
    picture: token.picture,
  });
}

/**
 * The access token of GET /jwt: valid signature and expiry, and an account that still exists,
 * is enabled and was not revoked after the token was issued. Role comes from the account's claims.
 */
async function callerFromAppToken(token: string): Promise<Caller> {
  const claims = verifyAppToken(token);
  if (!claims) throw unauthorized(SESSION_INVALID);
  const account = await accountsStore.get(claims.sub);
  const validAfter = account?.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) / 1000 : 0;
  if (!account || account.disabled || claims.iat < Math.floor(validAfter)) throw unauthorized(SESSION_INVALID);
  return callerFromClaims(account.uid, account.customClaims ?? {}, {
    email: account.email,
    name: account.displayName,
    picture: account.photoURL,
  });
}

/**
 * Decides who is calling from the Bearer token: a Firebase ID token verified by the Admin SDK
 * (`checkRevoked` also asks Auth whether the account was disabled or its sessions revoked, for
 * deletes and role changes), or the API's own access token from GET /jwt. A token verified a
 * moment ago is not verified again, except where revocation matters (see verified-tokens.ts).
 */
export async function authenticate(req: Request, checkRevoked = false): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  if (looksLikeAppToken(token)) return callerFromAppToken(token);
  const remembered = checkRevoked ? undefined : verifiedIdTokens.get(token);
  if (remembered) return callerFromToken(remembered);
  let decoded: DecodedIdToken;
  try {
    decoded = await getAuth(adminApp()).verifyIdToken(token, checkRevoked);
  } catch {
    throw unauthorized(SESSION_INVALID);
  }
  verifiedIdTokens.remember(token, decoded);
  return callerFromToken(decoded);
}
