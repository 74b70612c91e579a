import { onIdTokenChanged, signOut } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase/app-and-auth';
import { setSessionRejectedHandler, setTokenGetter } from '@/lib/api-client';
import type { CurrentUserState } from './current-user';
import { currentUserFrom } from './current-user-from-firebase';
import { forgetRememberedSession, rememberSession } from './session/remembered-session';
import { announceRejectedSession } from './session/session-end-reason';

/** Begins restoring the session Firebase keeps on this browser (its check with Firebase included), before anyone watches it. */
export function restoreSession(): void {
  firebaseAuth();
}

/**
 * Reports every change of the signed-in user (sign-in, sign-out, and each new ID token, which is
 * how new role claims arrive) and hands the API client its token. When the API refuses that token
 * (401), the session is over: it signs out of Firebase, whose report then ends the session in the
 * app as every other way does. Answers the unsubscribe.
 */
export function watchCurrentUser(report: (state: CurrentUserState) => void): () => void {
  const auth = firebaseAuth();
  // Registered once and read at call time (null when nobody is signed in), not set from the
  // listener: the registration and picture upload right after creating an account may run
  // before the listener hears of the new user.
  // A call made while Firebase still restores a session waits for it rather than go out as nobody's.
  setTokenGetter(async () => {
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  });
  setSessionRejectedHandler((reason) => {
    // Several calls may be refused at once; the first one ends the session.
    if (!auth.currentUser) return;
    announceRejectedSession(reason);
    signOut(auth).catch((error: unknown) => console.error('Signing out after the API refused the session failed', error));
  });
  let latest = 0;

  const unsubscribe = onIdTokenChanged(auth, (user) => {
    const thisReport = ++latest;
    if (!user) {
      // Also when the session ended while the app was closed: the next visit must not start from it.
      forgetRememberedSession();
      report({ user: null, loading: false });
      return;
    }
    currentUserFrom(user).then(
      (current) => {
        // Two tokens in quick succession: only the newest report counts.
        if (thisReport !== latest) return;
        rememberSession(current);
        report({ user: current, loading: false });
      },
      (error: unknown) => {
        console.error('Reading the signed-in user’s claims failed', error);
        if (thisReport === latest) report({ user: null, loading: false });
      },
    );
  });

  return () => {
    unsubscribe();
    setTokenGetter(null);
    setSessionRejectedHandler(null);
  };
}
