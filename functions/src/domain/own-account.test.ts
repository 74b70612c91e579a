import { describe, expect, it } from 'vitest';
import { FRESH_SIGN_IN_MS, signedInRecently } from './own-account.js';

describe('deleting your own account needs a recent sign-in', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('counts a sign-in of up to 5 minutes ago', () => {
    expect(FRESH_SIGN_IN_MS).toBe(5 * 60_000);
    expect(signedInRecently({ signedInAt: now - 4 * 60_000 }, now)).toBe(true);
    expect(signedInRecently({ signedInAt: now - FRESH_SIGN_IN_MS }, now)).toBe(true);
  });

  it('not one of 5 minutes and a second ago, nor a token that does not say (an access token)', () => {
    expect(signedInRecently({ signedInAt: now - FRESH_SIGN_IN_MS - 1000 }, now)).toBe(false);
    expect(signedInRecently({ signedInAt: now - 6 * 60_000 }, now)).toBe(false);
    expect(signedInRecently({}, now)).toBe(false);
  });
});
