import { onIdTokenChanged } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase';
import { setTokenGetter } from '@/lib/api-client';
import type { CurrentUserState } from './current-user';
import { currentUserFrom } from './current-user-from-firebase';

/**
 * Reports every change of the signed-in user (sign-in, sign-out, and each new ID token, which is
 * how new role claims arrive) and hands the API client its token. Answers the unsubscribe.
 */
export function watchCurrentUser(report: (state: CurrentUserState) => void): () => void {
  const auth = firebaseAuth();
  // Registered once and read at call time (null when nobody is signed in), not set from the
  // listener: the registration and picture upload right after creating an account may run
  // before the listener hears of the new user.
  setTokenGetter(() => auth.currentUser?.getIdToken() ?? Promise.resolve(null));
  let latest = 0;

  const unsubscribe = onIdTokenChanged(auth, (user) => {
    const thisReport = ++latest;
    if (!user) {
      report({ user: null, loading: false });
      return;
    }
    currentUserFrom(user).then(
      (current) => {
        // Two tokens in quick succession: only the newest report counts.
        if (thisReport === latest) report({ user: current, loading: false });
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
  };
}
