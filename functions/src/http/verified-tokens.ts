import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Firebase ID tokens this instance has verified, remembered by their exact text for a short
 * while, so a signed-in visitor browsing the catalog is not verified again on every call.
 *
 * Why it is safe: an entry is only ever made from a successful verification of that very token
 * string, so it can only answer the identity the token itself carries; it lasts until the
 * token's own expiry or `ttlMs`, whichever comes first; failures are never remembered. In
 * production a plain signed-in call checks only the signature and expiry (no call to Auth), so
 * remembering the result changes nothing but the cost. On the emulators the Admin SDK also asks
 * Auth whether the account still exists and is not revoked on every call; remembering skips
 * that for at most `ttlMs`, which is still stricter than production. Calls that must see
 * revocations (deletes, role changes) never read from here, and the sessions this instance
 * revokes or deletes are forgotten at once.
 */
export type VerifiedToken = { uid: string; exp: number };

export class VerifiedTokens<T extends VerifiedToken> {
  private readonly entries = new Map<string, { token: T; until: number }>();

  constructor(private readonly limits: { maxEntries: number; ttlMs: number }) {}

  /** The verified token for this text, if it was verified within the TTL and has not expired. */
  get(text: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(text);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(text);
      return undefined;
    }
    return entry.token;
  }

  /** Remembers a token that has just been verified. The oldest entry makes room when full. */
  remember(text: string, token: T, now = Date.now()): void {
    const until = Math.min(token.exp * 1000, now + this.limits.ttlMs);
    if (until <= now) return;
    this.entries.delete(text);
    while (this.entries.size >= this.limits.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(text, { token, until });
  }

  /** Forgets every token of an account, when its sessions are revoked or it is deleted. */
  forgetAccount(uid: string): void {
    for (const [text, entry] of this.entries) if (entry.token.uid === uid) this.entries.delete(text);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The instance's memory of verified ID tokens: a minute at most, a thousand tokens at most. */
export const verifiedIdTokens = new VerifiedTokens<DecodedIdToken>({ maxEntries: 1000, ttlMs: 60_000 });
