import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { MarketClaims } from '../contract/index.js';
import { adminApp } from '../firebase.js';

const auth = () => getAuth(adminApp());

/**
 * Told whenever an account's sessions end here (revoked or deleted), so whoever remembers
 * verified tokens (the HTTP layer) forgets the account's at once.
 */
const sessionsEndedListeners = new Set<(uid: string) => void>();
const sessionsEnded = (uid: string) => sessionsEndedListeners.forEach((listener) => listener(uid));

/** Firebase Authentication: the accounts behind users, and the custom claims that carry roles. */
/** The account, or null when Auth has none. */
async function orNullIfMissing(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export const accountsStore = {
  /** Calls `listener` with the uid of every account whose sessions end; returns how to stop. */
  onSessionsEnded(listener: (uid: string) => void): () => void {
    sessionsEndedListeners.add(listener);
    return () => sessionsEndedListeners.delete(listener);
  },

  get(uid: string): Promise<UserRecord | null> {
    return orNullIfMissing(auth().getUser(uid));
  },

  getByEmail(email: string): Promise<UserRecord | null> {
    return orNullIfMissing(auth().getUserByEmail(email));
  },

  /** The name and photo Auth gives the account's next tokens. */
  async setProfile(uid: string, profile: { displayName?: string; photoURL?: string | null }): Promise<void> {
    await auth().updateUser(uid, Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)));
  },

  async setClaims(uid: string, claims: Required<MarketClaims>): Promise<void> {
    await auth().setCustomUserClaims(uid, claims);
  },

  /** Ends the account's sessions, so a new role or a removal takes effect at once. */
  async revokeSessions(uid: string): Promise<void> {
    await auth().revokeRefreshTokens(uid);
    sessionsEnded(uid);
  },

  /** Resolves false when the account was already gone. */
  async delete(uid: string): Promise<boolean> {
    try {
      await auth().deleteUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    } finally {
      sessionsEnded(uid);
    }
  },
};
