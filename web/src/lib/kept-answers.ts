/**
 * A few answers kept in this browser between visits, for one account: a returning user's screen
 * shows what it showed last time at once, while the API is asked again (the screen's own fetch
 * replaces it within one round trip). Only what the account saw on screen is kept (the first
 * page of a list), at most `MAX_KEPT` answers, each for `MAX_AGE_MS`, and all of it is forgotten
 * whenever a session ends (`forgetKeptAnswers`).
 */

/** Bump when the shape of a kept answer changes: older entries are then ignored. */
const STORAGE_KEY = 'machinery.keptAnswers.v1';
export const MAX_KEPT = 5;
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

type Kept = { account: string; key: string; savedAt: number; value: unknown };

function readAll(): Kept[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Kept[]).filter((entry) => entry && typeof entry.key === 'string' && typeof entry.account === 'string') : [];
  } catch {
    // Unreadable (changed by hand, or storage refused): nothing is kept.
    return [];
  }
}

function writeAll(entries: Kept[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private browsing): the screen simply waits for the API next time.
  }
}

/** The answer kept for `key` of `account`, when there is one, young enough and of the expected shape. */
export function keptAnswer<T>(account: string, key: string, isExpected: (value: unknown) => value is T, now = Date.now()): T | undefined {
  const entry = readAll().find((kept) => kept.account === account && kept.key === key);
  if (!entry || now - entry.savedAt > MAX_AGE_MS || !isExpected(entry.value)) return undefined;
  return entry.value;
}

/** Keeps `value` as the newest answer for `key` of `account`; the oldest beyond `MAX_KEPT` are dropped, and any other account's. */
export function keepAnswer(account: string, key: string, value: unknown, now = Date.now()): void {
  const others = readAll().filter((kept) => kept.account === account && kept.key !== key && now - kept.savedAt <= MAX_AGE_MS);
  writeAll([{ account, key, savedAt: now, value }, ...others].slice(0, MAX_KEPT));
}

/** Forgets every kept answer (a session ended). */
export function forgetKeptAnswers(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing could be kept either.
  }
}
