import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.js';

const now = 1_800_000_000_000;
const token = (uid: string, expInSeconds = 3600) => ({ uid, exp: now / 1000 + expInSeconds });

describe('the memory of verified ID tokens', () => {
  it('answers the same token text with what its verification gave, for the TTL at most', () => {
    const tokens = new VerifiedTokens({ maxEntries: 10, ttlMs: 60_000 });
    tokens.remember('text-a', token('buyer-1'), now);
    expect(tokens.get('text-a', now + 59_999)).toEqual(token('buyer-1'));
    expect(tokens.get('text-b', now)).toBeUndefined();
    expect(tokens.get('text-a', now + 60_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('never outlives the token’s own expiry, and does not keep an expired one', () => {
    const tokens = new VerifiedTokens({ maxEntries: 10, ttlMs: 60_000 });
    tokens.remember('soon', token('buyer-1', 5), now);
    expect(tokens.get('soon', now + 4_999)).toBeDefined();
    expect(tokens.get('soon', now + 5_000)).toBeUndefined();
    tokens.remember('gone', token('buyer-1', 0), now);
    expect(tokens.get('gone', now)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('holds a bounded number of tokens, making room by dropping the oldest', () => {
    const tokens = new VerifiedTokens({ maxEntries: 3, ttlMs: 60_000 });
    for (const n of [1, 2, 3, 4]) tokens.remember(`text-${n}`, token(`uid-${n}`), now);
    expect(tokens.size).toBe(3);
    expect(tokens.get('text-1', now)).toBeUndefined();
    expect(tokens.get('text-4', now)?.uid).toBe('uid-4');
  });

  it('forgets every token of an account whose sessions end', () => {
    const tokens = new VerifiedTokens({ maxEntries: 10, ttlMs: 60_000 });
    tokens.remember('seller-phone', token('seller-1'), now);
    tokens.remember('seller-laptop', token('seller-1'), now);
    tokens.remember('buyer', token('buyer-1'), now);
    tokens.forgetAccount('seller-1');
    expect(tokens.get('seller-phone', now)).toBeUndefined();
    expect(tokens.get('seller-laptop', now)).toBeUndefined();
    expect(tokens.get('buyer', now)?.uid).toBe('buyer-1');
  });
});
