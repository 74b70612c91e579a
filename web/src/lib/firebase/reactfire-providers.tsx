import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { firebaseApp, firebaseAuth } from './app-and-auth';

/**
 * reactfire's providers of the app's one Firebase app and Auth (on the Auth emulator where there
 * is one), for the screens inside: their account actions take the Auth SDK from reactfire's useAuth.
 * Only the Sign In and Sign Up screens load this: never the public first page, nor the catalog or
 * the dashboard, whose guard reads the app's current user and whose picture uploads load the
 * Firebase SDKs when they start.
 */
export function FirebaseSdks({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}
