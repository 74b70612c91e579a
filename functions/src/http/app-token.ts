import { createHmac, timingSafeEqual } from 'node:crypto';
import { roleSchema, type Role } from '../contract/index.js';
import { unavailable } from '../contract/errors.js';

/**
 * The token of `GET /jwt`: HS256-signed, expires within an hour. The web app stores it as
 * `accessToken` (the product's contract for other clients) and the API accepts it as a Bearer
 * token. It is issued only from a fresh Firebase ID token, never from another access token, so
 * it cannot renew itself; it carries the role and ticks of that moment, which every use checks
 * against the account's record, and the issue time in milliseconds, so a session ended even in
 * the same second as the token was issued ends it too.
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

/** Who the token was issued to, as the ID token it was issued from said. */
export type AppTokenSubject = { uid: string; email: string; name: string; role: Role; sellerVerify: boolean; adminVerify: boolean };

export type AppTokenClaims = AppTokenSubject & { iat: number; exp: number; iatMs: number };

export function issueAppToken(subject: AppTokenSubject, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const { uid, email, name, role, sellerVerify, adminVerify } = subject;
  const payload = { iss: ISSUER, sub: uid, email, name, role, sellerVerify, adminVerify, iat, exp: iat + APP_TOKEN_TTL_SECONDS, iat_ms: nowMs };
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
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
export function verifyAppToken(token: string, nowMs = Date.now()): AppTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const role = roleSchema.safeParse(c.role);
    const now = nowMs / 1000;
    const valid =
      c.iss === ISSUER &&
      typeof c.sub === 'string' &&
      typeof c.email === 'string' &&
      typeof c.name === 'string' &&
      role.success &&
      typeof c.iat === 'number' &&
      typeof c.iat_ms === 'number' &&
      typeof c.exp === 'number' &&
      c.exp > now &&
      c.iat_ms <= nowMs + 60_000;
    if (!valid) return null;
    return {
      uid: c.sub,
      email: c.email,
      name: c.name,
      role: role.data,
      sellerVerify: c.sellerVerify === true,
      adminVerify: c.adminVerify === true,
      iat: c.iat,
      exp: c.exp,
      iatMs: c.iat_ms,
    };
  } catch {
    return null;
  }
}
