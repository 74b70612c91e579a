// Loaded only through dynamic import() (the auth provider) or by screens that are their own
// chunks: Firebase Auth must stay out of the home page's first JavaScript.
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';

function firebaseOptions(): FirebaseOptions {
  const { projectId, apiKey, authDomain, storageBucket, appId } = env.firebase;
  return {
    projectId,
    apiKey,
    // The popup sign-in refuses to start without an auth domain, even against the emulator.
    authDomain: authDomain || `${projectId}.firebaseapp.com`,
    ...(storageBucket ? { storageBucket } : {}),
    ...(appId ? { appId } : {}),
  };
}

/** The app's Firebase app, created on first use. */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseOptions());
}

let auth: Auth | undefined;

/** The one Firebase Auth instance of the app, created on first use, on the Auth emulator where there is one. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const app = firebaseApp();
  // Spec section 9: IndexedDB first, then local storage, then session storage (private windows).
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
