import { vi } from 'vitest';

/**
 * Firebase Auth cannot run in jsdom (no IndexedDB, no popups, no emulator), so component tests
 * replace `firebase/auth` and `@/lib/firebase` with this fake:
 *
 *   vi.mock('firebase/auth', async () => (await import('../testing/fake-firebase')).firebaseAuthModule);
 *   vi.mock('@/lib/firebase', async () => (await import('../testing/fake-firebase')).firebaseModule);
 *
 * Everything above it (actions, provider, forms, API client) is the real code.
 */

export type FakeClaims = { role?: string; sellerVerify?: boolean; adminVerify?: boolean };

export type FakeUser = {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  claims: FakeClaims;
  getIdToken: ReturnType<typeof vi.fn<(forceRefresh?: boolean) => Promise<string>>>;
  getIdTokenResult: ReturnType<typeof vi.fn<() => Promise<{ claims: FakeClaims }>>>;
};

type Listener = (user: FakeUser | null) => void;
const listeners = new Set<Listener>();

export const fakeAuth: { currentUser: FakeUser | null } = { currentUser: null };

export function fakeUser({ email = 'buyer@machinery.test', displayName = 'Tanvir Ahmed', photoURL = null, claims = {} }: Partial<FakeUser> = {}): FakeUser {
  const user: FakeUser = {
    uid: `uid-${email}`,
    email,
    displayName,
    photoURL,
    claims,
    getIdToken: vi.fn(async () => `id-token-of-${email}`),
    getIdTokenResult: vi.fn(async () => ({ claims: user.claims })),
  };
  return user;
}

/** Firebase reports a new state (sign-in, sign-out or a new ID token) to every listener. */
export function reportUser(user: FakeUser | null) {
  fakeAuth.currentUser = user;
  for (const listener of listeners) listener(user);
}

/** An error shaped like Firebase's: a code such as auth/invalid-credential. */
export function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

const signedInAs = (email: string, displayName: string | null = null) => {
  const user = fakeUser({ email, displayName });
  reportUser(user);
  return { user };
};

// Default behaviour is success, as Firebase would answer; tests override one call at a time.
export const firebaseAuthModule = {
  onIdTokenChanged: vi.fn((_auth: unknown, listener: Listener) => {
    listeners.add(listener);
    // Firebase reports the restored state once, soon after subscribing.
    queueMicrotask(() => listener(fakeAuth.currentUser));
    return () => listeners.delete(listener);
  }),
  signInWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => signedInAs(email, 'Tanvir Ahmed')),
  createUserWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => signedInAs(email)),
  signInWithPopup: vi.fn(async () => signedInAs('google.user@machinery.test', 'Google User')),
  signOut: vi.fn(async () => reportUser(null)),
  sendPasswordResetEmail: vi.fn(async () => {}),
  updateProfile: vi.fn(async (user: FakeUser, profile: { displayName?: string; photoURL?: string }) => {
    Object.assign(user, profile);
  }),
  GoogleAuthProvider: class GoogleAuthProvider {},
  browserPopupRedirectResolver: {},
};

export const firebaseModule = { firebaseAuth: () => fakeAuth };

/** Back to nobody signed in, no listeners, and the default answers. */
export function resetFakeFirebase() {
  listeners.clear();
  fakeAuth.currentUser = null;
  for (const fn of Object.values(firebaseAuthModule)) if (vi.isMockFunction(fn)) fn.mockReset();
}
