import { vi } from 'vitest';
import { currentUserFromClaims } from '@/features/auth/current-user-from-firebase';
import { rememberSession } from '@/features/auth/session/remembered-session';

/**
 * Firebase cannot run in jsdom (no IndexedDB, no popups, no emulator), so every component test
 * talks to this fake instead of `firebase/auth`, `@/lib/firebase/app-and-auth` and `@/lib/firebase/storage`
 * (testing/setup.ts mocks them). Everything above it (reactfire, actions, providers, forms, the
 * API client) is the real code. A test signs someone in with `reportUser(fakeUser(...))`, or with
 * `signedInOnThisBrowser` for a session that was there before the app started.
 */

export type FakeClaims = { role?: string; sellerVerify?: boolean; adminVerify?: boolean };

export type FakeUser = {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** How the account signs in: `password`, `google.com`. */
  providerData: { providerId: string }[];
  claims: FakeClaims;
  getIdToken: ReturnType<typeof vi.fn<(forceRefresh?: boolean) => Promise<string>>>;
  getIdTokenResult: ReturnType<typeof vi.fn<() => Promise<{ claims: FakeClaims }>>>;
  reload: ReturnType<typeof vi.fn<() => Promise<void>>>;
};

type Listener = (user: FakeUser | null) => void;

/** The password a person typed to confirm who they are, as EmailAuthProvider.credential makes it. */
export type FakeCredential = { providerId: 'password'; email: string; password: string };
const listeners = new Set<Listener>();

/** The app, Auth and Storage instances; reactfire's providers check the app and Auth by the app's name. */
const fakeApp = { name: '[DEFAULT]', options: {} };
export const fakeAuth: { name: string; app: typeof fakeApp; currentUser: FakeUser | null; authStateReady: () => Promise<void> } = {
  name: fakeApp.name,
  app: fakeApp,
  currentUser: null,
  // The fake knows its state from the start: nothing to restore.
  authStateReady: async () => {},
};
const fakeStorage = { app: fakeApp };

type FakeUserFields = Partial<Pick<FakeUser, 'uid' | 'email' | 'displayName' | 'photoURL' | 'emailVerified' | 'providerData' | 'claims'>>;

export function fakeUser({
  email = 'buyer@machinery.test',
  uid = `uid-${email}`,
  displayName = 'Tanvir Ahmed',
  photoURL = null,
  emailVerified = true,
  providerData = [{ providerId: 'password' }],
  claims = {},
}: FakeUserFields = {}): FakeUser {
  const user: FakeUser = {
    uid,
    email,
    displayName,
    photoURL,
    emailVerified,
    providerData,
    claims,
    getIdToken: vi.fn(async () => `id-token-of-${email}`),
    getIdTokenResult: vi.fn(async () => ({ claims: user.claims })),
    reload: vi.fn(async () => {}),
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
  sendEmailVerification: vi.fn(async (_user: FakeUser) => {}),
  // Confirming who is signed in (the Account page): right unless a test says the password is wrong.
  reauthenticateWithCredential: vi.fn(async (user: FakeUser, _credential: FakeCredential) => ({ user })),
  reauthenticateWithPopup: vi.fn(async (user: FakeUser) => ({ user })),
  updatePassword: vi.fn(async (_user: FakeUser, _password: string) => {}),
  EmailAuthProvider: { credential: (email: string, password: string): FakeCredential => ({ providerId: 'password', email, password }) },
  GoogleAuthProvider: class GoogleAuthProvider {},
  browserPopupRedirectResolver: {},
};

export const firebaseModule = { firebaseApp: () => fakeApp, firebaseAuth: () => fakeAuth };
export const firebaseStorageModule = { firebaseStorage: () => fakeStorage };

/** reactfire keeps what it heard of Firebase in one global cache; each test starts from nothing. */
type ReactfireGlobals = { _reactFirePreloadedObservables?: Map<string, unknown> };

/** Back to nobody signed in, no listeners, the default answers and nothing remembered by reactfire. */
export function resetFakeFirebase() {
  listeners.clear();
  fakeAuth.currentUser = null;
  (globalThis as ReactfireGlobals)._reactFirePreloadedObservables?.clear();
  for (const fn of Object.values(firebaseAuthModule)) if (vi.isMockFunction(fn)) fn.mockReset();
}

/**
 * Someone signed in on this browser before the app starts: Firebase holds their session and the
 * app remembered them at the end of the last visit (as it does whenever Firebase reports a user),
 * so the app asks Firebase at start.
 */
export function signedInOnThisBrowser(user: FakeUser): FakeUser {
  reportUser(user);
  rememberSession(currentUserFromClaims(user, user.claims));
  return user;
}
