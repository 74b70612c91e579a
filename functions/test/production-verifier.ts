import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../src/firebase.js';
import type { IdTokenVerifier } from '../src/http/id-tokens.js';

/**
 * An ID token verifier that behaves as the Admin SDK does in production, for the integration
 * tests. In emulator mode the SDK asks the Auth emulator about every token (revoked, disabled or
 * deleted accounts fail at once); in production `verifyIdToken(token)` checks only the signature,
 * the expiry, audience and issuer, and asks Auth only when `checkRevoked` is true. The emulator's
 * tokens are unsigned (`alg: none`), so the signature step is the one thing this cannot do; it
 * checks everything else exactly as production does, and revocation only when asked.
 */
export const productionLikeVerifier: IdTokenVerifier = async (token, checkRevoked) => {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('auth/argument-error');
  const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8'));
  const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as DecodedIdToken;
  const project = process.env.GCLOUD_PROJECT;
  const now = Math.floor(Date.now() / 1000);
  // The emulator signs nothing; anything else claiming `none` would be refused in production too.
  if (header.alg !== 'none') throw new Error('auth/invalid-signature');
  if (claims.aud !== project || claims.iss !== `https://securetoken.google.com/${project}`) throw new Error('auth/argument-error');
  if (typeof claims.sub !== 'string' || !claims.sub || claims.exp <= now) throw new Error('auth/id-token-expired');
  const decoded = { ...claims, uid: claims.sub };
  if (!checkRevoked) return decoded;
  const account = await getAuth(adminApp()).getUser(decoded.uid);
  if (account.disabled) throw new Error('auth/user-disabled');
  const validSince = Date.parse(account.tokensValidAfterTime ?? '') || 0;
  if (decoded.auth_time * 1000 < validSince) throw new Error('auth/id-token-revoked');
  return decoded;
};
