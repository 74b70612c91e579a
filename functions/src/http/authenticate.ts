import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { roleSchema, type MarketClaims } from '../contract/index.js';
import { accountsStore } from '../store/accounts.js';
import { usersStore } from '../store/users.js';
import { looksLikeAppToken, verifyAppToken } from './app-token.js';
import type { Caller } from './caller.js';
import { unauthorized } from './errors.js';
import { verifyIdToken } from './id-tokens.js';
import { sessionVerdict, type TokenSession } from './session.js';
import { verifiedIdTokens } from './verified-tokens.js';

export const SESSION_INVALID = 'Your session is not valid or has expired. Please sign in again.';
export const SESSION_CHANGED = 'Your account was changed by an admin. Please sign in again.';

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  return match?.[1] ?? null;
}

/** The marketplace's claims as a token carries them; a missing or unknown role stays undefined. */
function marketClaims(claims: Record<string, unknown>): MarketClaims {
  const role = roleSchema.safeParse(claims.role);
  return { role: role.success ? role.data : undefined, sellerVerify: claims.sellerVerify === true, adminVerify: claims.adminVerify === true };
}

/** The caller as custom claims describe it. A token without a role belongs to a buyer. */
export function callerFromClaims(uid: string, claims: Record<string, unknown>, profile: { email?: string; name?: string; picture?: string }): Caller {
  const { role, sellerVerify, adminVerify } = marketClaims(claims);
  const email = (profile.email ?? '').toLowerCase();
  return {
    uid,
    email,
    name: profile.name || email || 'User',
    role: role ?? 'buyer',
    sellerVerify: sellerVerify === true,
    adminVerify: adminVerify === true,
    picture: profile.picture ?? '',
  };
}

export function callerFromToken(token: DecodedIdToken): Caller {
  return callerFromClaims(token.uid, token, { email: token.email, name: typeof token.name === 'string' ? token.name : undefined, picture: token.picture });
}

/** An ID token's session starts at sign-in (`auth_time`), as Firebase's own revocation check reads it. */
function idTokenSession(token: DecodedIdToken): TokenSession {
  const seconds = typeof token.auth_time === 'number' ? token.auth_time : token.iat;
  return { uid: token.uid, claims: marketClaims(token), issuedAtMs: seconds * 1000 };
}

/**
 * Checks the session against the account's record (one read): revoked, deleted or changed
 * accounts are refused whatever the token's own expiry. Production's token check looks at the
 * signature only, so this is what makes a lost power lost at once there too.
 */
async function confirmSession(session: TokenSession): Promise<void> {
  const verdict = sessionVerdict(session, await usersStore.session(session.uid));
  if (verdict === 'ok') return;
  if (verdict === 'changed') throw unauthorized(SESSION_CHANGED);
  if (verdict === 'ask-auth') {
    const account = await accountsStore.get(session.uid);
    const validAfter = Date.parse(account?.tokensValidAfterTime ?? '') || 0;
    if (account && !account.disabled && session.issuedAtMs >= validAfter) return;
  }
  throw unauthorized(SESSION_INVALID);
}

export type Authenticated = { caller: Caller; confirmSession: () => Promise<void> };

/**
 * Decides who is calling from the Bearer token: a Firebase ID token (its signature, through
 * the verifier of id-tokens.ts), or the API's own access token from GET /jwt. The caller's
 * role comes from the token's claims; `confirmSession` checks that the session still stands.
 * `idTokenOnly` (admin actions, GET /jwt) refuses access tokens and also asks Auth whether the
 * account was disabled or its sessions revoked.
 */
export async function authenticate(req: Request, idTokenOnly = false): Promise<Authenticated> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  if (looksLikeAppToken(token)) {
    if (idTokenOnly) throw unauthorized('Sign in again: this needs a fresh Firebase ID token, not an access token.');
    const claims = verifyAppToken(token);
    if (!claims) throw unauthorized(SESSION_INVALID);
    const { uid, email, name, role, sellerVerify, adminVerify, iatMs } = claims;
    const caller = callerFromClaims(uid, { role, sellerVerify, adminVerify }, { email, name });
    return { caller, confirmSession: () => confirmSession({ uid, claims: { role, sellerVerify, adminVerify }, issuedAtMs: iatMs }) };
  }
  const remembered = idTokenOnly ? undefined : verifiedIdTokens.get(token);
  let decoded: DecodedIdToken;
  if (remembered) decoded = remembered;
  else {
    try {
      decoded = await verifyIdToken(token, idTokenOnly);
    } catch {
      throw unauthorized(SESSION_INVALID);
    }
    verifiedIdTokens.remember(token, decoded);
  }
  return { caller: callerFromToken(decoded), confirmSession: () => confirmSession(idTokenSession(decoded)) };
}
