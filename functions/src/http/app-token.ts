import { createHmac, timingSafeEqual } from 'node:crypto';
import { unavailable } from './errors.js';

/**
 * The token of `GET /jwt`: HS256-signed `{ sub, email }` that expires within an hour. The client
 * stores it as `accessToken` (spec section 4) and the API accepts it as a Bearer token too. The
 * original issued never-expiring tokens for any e-mail; this one is issued only to its owner.
 */
const ISSUER = 'machinery-market';
export const APP_TOKEN_TTL_SECONDS = 3600;

function secret(): string {
  const configured = process.env.JWT_SECRET;
  if (configured && configured.length >= 32) return configured;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  // Demo projects only ever run on emulators, where a fixed secret is harmless.
  if (project.startsWith('demo-')) return `local-only-secret-for-${project}-do-not-deploy`;
  throw unavailable('Access tokens are not configured on this server (JWT_SECRET).');
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (data: string) => createHmac('sha256', secret()).update(data).digest('base64url');

export type AppTokenClaims = { sub: string; email: string; iat: number; exp: number };

export function issueAppToken(uid: string, email: string, now = Math.floor(Date.now() / 1000)): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: ISSUER, sub: uid, email, iat: now, exp: now + APP_TOKEN_TTL_SECONDS })}`;
  return `${head}.${sign(head)}`;
}

/** True when the token is shaped like ours (so Firebase ID tokens go to the Admin SDK instead). */
export function looksLikeAppToken(token: string): boolean {
  const [header] = token.split('.');
  try {
    return JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')).alg === 'HS256';
  } catch {
    return false;
  }
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export function verifyAppToken(token: string, now = Math.floor(Date.now() / 1000)): AppTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const valid =
      claims.iss === ISSUER &&
      typeof claims.sub === 'string' &&
      typeof claims.email === 'string' &&
      typeof claims.iat === 'number' &&
      typeof claims.exp === 'number' &&
      claims.exp > now &&
      claims.iat <= now + 60;
    return valid ? { sub: claims.sub, email: claims.email, iat: claims.iat, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
