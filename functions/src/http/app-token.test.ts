import { describe, expect, it } from 'vitest';
import { APP_TOKEN_TTL_SECONDS, issueAppToken, looksLikeAppToken, verifyAppToken } from './app-token.js';

process.env.GCLOUD_PROJECT = 'demo-unit';

describe('the access token of GET /jwt', () => {
  const now = 1_800_000_000;

  it('carries the uid and e-mail and expires within an hour', () => {
    const claims = verifyAppToken(issueAppToken('uid-1', 'buyer@machinery.test', now), now + 10);
    expect(claims).toEqual({ sub: 'uid-1', email: 'buyer@machinery.test', iat: now, exp: now + APP_TOKEN_TTL_SECONDS });
    expect(APP_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(3600);
  });

  it('is refused once expired', () => {
    expect(verifyAppToken(issueAppToken('uid-1', 'a@b.c', now), now + APP_TOKEN_TTL_SECONDS + 1)).toBeNull();
  });

  it('is refused when any part was changed', () => {
    const [h, p, s] = issueAppToken('uid-1', 'a@b.c', now).split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ iss: 'machinery-market', sub: 'admin', email: 'a@b.c', iat: now, exp: now + 60 })).toString('base64url');
    expect(verifyAppToken(`${h}.${otherPayload}.${s}`, now)).toBeNull();
    expect(verifyAppToken(`${h}.${p}.${s.slice(0, -2)}xx`, now)).toBeNull();
    expect(verifyAppToken('garbage', now)).toBeNull();
  });

  it('is told apart from a Firebase ID token (RS256)', () => {
    expect(looksLikeAppToken(issueAppToken('u', 'a@b.c'))).toBe(true);
    const firebaseLike = `${Buffer.from('{"alg":"RS256","kid":"k"}').toString('base64url')}.e30.sig`;
    expect(looksLikeAppToken(firebaseLike)).toBe(false);
  });

  it('needs a configured secret outside demo projects', () => {
    const saved = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = 'real-project';
    try {
      expect(() => issueAppToken('u', 'a@b.c')).toThrow(/JWT_SECRET/);
    } finally {
      process.env.GCLOUD_PROJECT = saved;
    }
  });
});
