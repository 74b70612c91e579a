import type { CurrentUser } from '../current-user';

/**
 * Who was signed in on this browser at the end of the last visit: their name, picture and role
 * claims as Firebase last reported them (no token: Firebase keeps that itself). A returning user's
 * signed-in screens start from it at once, while Firebase restores the session (a round trip to
 * the sign-in service) — the API still answers only to the restored session's token, and a
 * session that did not survive sends the visitor to Sign In as before. Forgotten whenever a
 * session ends.
 */
export const REMEMBERED_SESSION_KEY = 'machinery.session.v1';

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
    const stored: unknown = JSON.parse(localStorage.getItem(REMEMBERED_SESSION_KEY) ?? 'null');
    return isCurrentUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberSession(user: CurrentUser): void {
  try {
    const { uid, email, displayName, photoURL, role, sellerVerify, adminVerify } = user;
    localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify({ uid, email, displayName, photoURL, role, sellerVerify, adminVerify }));
  } catch {
    // Storage refused: the next visit waits for Firebase, as without it.
  }
}

/** Calls `signedIn` when another tab of this site remembers a session (someone signed in there). */
export function onSessionRememberedElsewhere(signedIn: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === REMEMBERED_SESSION_KEY && event.newValue !== null) signedIn();
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}

export function forgetRememberedSession(): void {
  try {
    localStorage.removeItem(REMEMBERED_SESSION_KEY);
  } catch {
    // Nothing was remembered either.
  }
}
