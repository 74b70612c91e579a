import type { CurrentUser } from '../current-user';

/**
 * Who was signed in on this browser at the end of the last visit: their name, picture and role
 * claims as Firebase last reported them (no token: Firebase keeps that itself). A returning user's
 * signed-in screens start from it at once, while Firebase restores the session (a round trip to
 * the sign-in service) — the API still answers only to the restored session's token, and a
 * session that did not survive sends the visitor to Sign In as before. Forgotten whenever a
 * session ends.
 */
const STORAGE_KEY = 'machinery.session.v1';

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.uid === 'string' &&
    user.uid !== '' &&
    ['email', 'displayName', 'photoURL'].every((field) => typeof user[field] === 'string') &&
    (user.role === 'buyer' || user.role === 'seller' || user.role === 'admin') &&
    typeof user.sellerVerify === 'boolean' &&
    typeof user.adminVerify === 'boolean'
  );
}

export function rememberedSession(): CurrentUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isCurrentUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberSession(user: CurrentUser): void {
  try {
    const { uid, email, displayName, photoURL, role, sellerVerify, adminVerify } = user;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ uid, email, displayName, photoURL, role, sellerVerify, adminVerify }));
  } catch {
    // Storage refused: the next visit waits for Firebase, as without it.
  }
}

export function forgetRememberedSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was remembered either.
  }
}
