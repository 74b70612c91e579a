import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  updatePassword,
  type User,
} from 'firebase/auth';
import { useEffect, useState } from 'react';
import { firebaseAuth } from '@/lib/firebase/app-and-auth';

// The Account page's calls to the sign-in service itself: the page is its own chunk, and Firebase
// Auth is already loaded by then (the session watch), so nothing here weighs on other pages.

/** The signed-in Firebase user, once Firebase has restored the session (a returning visit starts before). */
async function firebaseUser(): Promise<User> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  if (!auth.currentUser) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/user-token-expired' });
  return auth.currentUser;
}

/** How the person signs in: with a password, with Google, or both. */
export type SignInMethods = { password: boolean; google: boolean };

/** The person's ways of signing in, once known: only those with a password can change one or confirm with it. */
export function useSignInMethods(): SignInMethods | null {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  useEffect(() => {
    let current = true;
    firebaseUser().then(
      ({ providerData }) => {
        const providers = new Set(providerData.map(({ providerId }) => providerId));
        if (current) setMethods({ password: providers.has('password'), google: providers.has('google.com') });
      },
      // Signed out meanwhile: the guard takes the person to Sign In.
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return methods;
}

/** Firebase e-mails the link that proves the address is the person's. */
export async function sendVerificationEmail(): Promise<void> {
  await sendEmailVerification(await firebaseUser());
}

/**
 * Reads Firebase's record of the account again and takes a new ID token: after the e-mail's link
 * was opened (often in another tab), the token then carries `email_verified`, which is where the
 * API reads it from; after the profile was saved (the API gives Firebase's copy the new name and
 * picture), the top bar shows them at once and the token carries the new name.
 */
export async function refreshSignIn(): Promise<void> {
  const user = await firebaseUser();
  await user.reload();
  await user.getIdToken(true);
}

/**
 * Proves it is the person at the keyboard: their password, or Google's window when they have no
 * password. The sign-in is then fresh, as deleting an account needs (at most 5 minutes old),
 * and the new token that says so is fetched at once for the API.
 */
export async function confirmIdentity(password: string | null): Promise<void> {
  const user = await firebaseUser();
  if (password === null) await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  else await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  await user.getIdToken(true);
}

/** Firebase asks for the current password (a recent sign-in) before it takes a new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await confirmIdentity(currentPassword);
  await updatePassword(await firebaseUser(), newPassword);
}
