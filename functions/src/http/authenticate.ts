import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { roleSchema, unauthorized, type MarketClaims } from '../contract/index.js';
import { looksLikeAppToken, verifyAppToken } from './app-token.js';
import type { Caller } from '../domain/caller.js';
import { confirmSession, onSessionsEnded, SESSION_INVALID, type TokenSession } from '../domain/session.js';
import type { Profile } from '../domain/session.js';
import { verifyIdToken } from './id-tokens.js';
import { verifiedIdTokens } from './verified-tokens.js';

// A session this instance ends (role change, deletion) is forgotten by the token memory at once.
onSessionsEnded((uid) => verifiedIdTokens.forgetAccount(uid));

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
  const caller = callerFromClaims(token.uid, token, { email: token.email, name: typeof token.name === 'string' ? token.name : undefined, picture: token.picture });
  return { ...caller, emailVerified: token.email_verified === true, signedInAt: (typeof token.auth_time === 'number' ? token.auth_time : token.iat) * 1000 };
}

/** An ID token's session starts at sign-in (`auth_time`), as Firebase's own revocation check reads it. */
function idTokenSession(token: DecodedIdToken): TokenSession {
  const seconds = typeof token.auth_time === 'number' ? token.auth_time : token.iat;
  return { uid: token.uid, claims: marketClaims(token), issuedAtMs: seconds * 1000, precisionMs: 1000 };
}

export type Authenticated = { caller: Caller; confirmSession: () => Promise<Profile | null> };

const idTokenCaller = (decoded: DecodedIdToken): Authenticated => ({ caller: callerFromToken(decoded), confirmSession: () => confirmSession(idTokenSession(decoded)) });

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
  // A token remembered here was verified as a Firebase ID token, so it is looked up first: a
  // signed-in visitor's next calls skip reading the token's header to tell which kind it is.
  const remembered = idTokenOnly ? undefined : verifiedIdTokens.get(token);
  if (remembered) return idTokenCaller(remembered);
  if (looksLikeAppToken(token)) {
    if (idTokenOnly) throw unauthorized('Sign in again: this needs a fresh Firebase ID token, not an access token.');
    const claims = verifyAppToken(token);
    if (!claims) throw unauthorized(SESSION_INVALID);
    const { uid, email, name, role, sellerVerify, adminVerify, iatMs } = claims;
    const caller = callerFromClaims(uid, { role, sellerVerify, adminVerify }, { email, name });
    return { caller, confirmSession: () => confirmSession({ uid, claims: { role, sellerVerify, adminVerify }, issuedAtMs: iatMs, precisionMs: 1 }) };
  }
  let decoded: DecodedIdToken;
  try {
    decoded = await verifyIdToken(token, idTokenOnly);
  } catch {
    throw unauthorized(SESSION_INVALID);
  }
  verifiedIdTokens.remember(token, decoded);
  return idTokenCaller(decoded);
}
