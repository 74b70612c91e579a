import { unauthorized, type MarketClaims } from '../contract/index.js';
import { accountsStore } from '../store/accounts.js';
import { usersStore, type Profile, type SessionRecord } from '../store/users.js';

export type { Profile } from '../store/users.js';

export const SESSION_INVALID = 'Your session is not valid or has expired. Please sign in again.';
export const SESSION_CHANGED = 'Your account was changed by an admin. Please sign in again.';

/**
 * What a token says of its session: whose it is, the claims it carries and when it was issued,
 * to the precision the token knows it (`precisionMs`): Firebase ID tokens in whole seconds, the
 * API's own access tokens in milliseconds.
 */
export type TokenSession = { uid: string; claims: MarketClaims; issuedAtMs: number; precisionMs: number };

/**
 * Whether a verified token may still act, judged against the account's record:
 * - `ended`: the account was deleted or is being removed, or its sessions were ended (role or tick changed, removal
 *   started) after the token was issued (in milliseconds for access tokens, which know them);
 * - `changed`: the token claims a role or a tick the record no longer gives (a change that failed
 *   half-way is refused too, never trusted);
 * - `ask-auth`: no record and no role claim: an account that has not registered yet, which only
 *   Firebase Authentication can vouch for;
 * - `ok`.
 * A token without a role claim acts as a buyer, which the record can only raise, never exceed.
 */
export function sessionVerdict(token: TokenSession, record: SessionRecord | null): 'ok' | 'ended' | 'changed' | 'ask-auth' {
  if (!record) return token.claims.role === undefined ? 'ask-auth' : 'ended';
  // An account being removed: no token of it acts again, however fresh.
  if (record.removed) return 'ended';
  // A token known to the second counts as issued at the start of its second, like Firebase's own
  // revocation check: one issued in the very second the sessions ended still counts, which only
  // lets through a token whose claims the record still gives (the checks below refuse the rest).
  const endedAt = record.sessionsValidAfter - (record.sessionsValidAfter % token.precisionMs);
  if (token.issuedAtMs < endedAt) return 'ended';
  if (token.claims.role !== undefined && token.claims.role !== record.role) return 'changed';
  if (token.claims.sellerVerify === true && !record.sellerVerify) return 'changed';
  if (token.claims.adminVerify === true && !record.adminVerify) return 'changed';
  return 'ok';
}

/**
 * Checks a verified token's session against the account's record (one read): revoked, deleted or
 * changed accounts are refused whatever the token's own expiry. Answers the name and phone the
 * record gives (null for an account not registered yet), which a token may carry stale. Production's token check looks
 * at the signature only, so this is what makes a lost power lost at once there too.
 */
export async function confirmSession(session: TokenSession): Promise<Profile | null> {
  const record = await usersStore.session(session.uid);
  const verdict = sessionVerdict(session, record);
  if (verdict === 'ok') return record?.profile ?? null;
  if (verdict === 'changed') throw unauthorized(SESSION_CHANGED);
  if (verdict === 'ask-auth') {
    const account = await accountsStore.get(session.uid);
    const validAfter = Date.parse(account?.tokensValidAfterTime ?? '') || 0;
    if (account && !account.disabled && session.issuedAtMs >= validAfter) return null;
  }
  throw unauthorized(SESSION_INVALID);
}

/** Calls `listener` with the uid of every account whose sessions end on this instance. */
export const onSessionsEnded = (listener: (uid: string) => void) => accountsStore.onSessionsEnded(listener);
