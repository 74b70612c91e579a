import { describe, expect, it } from 'vitest';
import { APP_TOKEN_TTL_SECONDS, issueAppToken, looksLikeAppToken, verifyAppToken, type AppTokenSubject } from './app-token.js';

process.env.GCLOUD_PROJECT = 'demo-unit';

const buyer: AppTokenSubject = { uid: 'uid-1', email: 'buyer@machinery.test', name: 'Tanvir', role: 'buyer', sellerVerify: false, adminVerify: false };

describe('the access token of GET /jwt', () => {
  const nowMs = 1_800_000_000_123;
  const now = Math.floor(nowMs / 1000);

  it('carries the account, its role and ticks, the issue time in milliseconds, and expires within an hour', () => {
    const claims = verifyAppToken(issueAppToken(buyer, nowMs), nowMs + 10_000);
    expect(claims).toEqual({ ...buyer, iat: now, iatMs: nowMs, exp: now + APP_TOKEN_TTL_SECONDS });
    expect(APP_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(3600);
  });

  it('is refused once expired', () => {
    expect(verifyAppToken(issueAppToken(buyer, nowMs), (now + APP_TOKEN_TTL_SECONDS) * 1000 + 1)).toBeNull();
  });

  it('is refused when any part was changed', () => {
    const [h, p, s] = issueAppToken(buyer, nowMs).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(verifyAppToken(`${h}.${promoted}.${s}`, nowMs)).toBeNull();
    expect(verifyAppToken(`${h}.${p}.${s.slice(0, -2)}xx`, nowMs)).toBeNull();
    expect(verifyAppToken('garbage', nowMs)).toBeNull();
  });

  it('is told apart from a Firebase ID token (RS256)', () => {
    expect(looksLikeAppToken(issueAppToken(buyer))).toBe(true);
    const firebaseLike = `${Buffer.from('{"alg":"RS256","kid":"k"}').toString('base64url')}.e30.sig`;
    expect(looksLikeAppToken(firebaseLike)).toBe(false);
  });

  it('needs a configured secret outside demo projects', () => {
    const saved = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = 'real-project';
    try {
      expect(() => issueAppToken(buyer)).toThrow(/JWT_SECRET/);
    } finally {
      process.env.GCLOUD_PROJECT = saved;
    }
  });
});
