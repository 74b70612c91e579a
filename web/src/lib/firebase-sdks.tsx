import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, StorageProvider } from 'reactfire';
import { firebaseApp, firebaseAuth } from './firebase';
import { firebaseStorage } from './firebase-storage';

/**
 * reactfire's providers of the app's one Firebase app, Auth (on the Auth emulator where there is
 * one) and Cloud Storage, for the screens inside: they read the signed-in state and the SDKs with
 * reactfire's hooks (useSigninCheck, useAuth, useStorage). Only the signed-in part of the app
 * (the account screens and menu, the catalog, the dashboard) loads this: never the public first page.
 */
export function FirebaseSdks({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <StorageProvider sdk={firebaseStorage()}>{children}</StorageProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
