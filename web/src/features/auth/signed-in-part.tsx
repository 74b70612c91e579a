import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { holdCallsUntil } from '@/lib/api-client';
import { FirebaseSdks } from '@/lib/firebase-sdks';
import { authStateKnown } from './auth-provider';
import { CurrentUserContext, useCurrentUser, type CurrentUser } from './current-user';
import { currentUserFrom } from './current-user-from-firebase';
import { rememberedSession } from './session/remembered-session';

/**
 * The signed-in part of the app (the catalog, the product pages, the dashboard), loaded with its
 * screens: reactfire's providers around them, and the guard. A signed-out visitor goes to Sign In,
 * which brings them back here afterwards (spec: Guard).
 */
export function SignedInPart() {
  return (
    <FirebaseSdks>
      <SignedInOnly />
    </FirebaseSdks>
  );
}

/**
 * reactfire's sign-in check decides; the role claims of the session's ID token, read again with
 * every new token, make the user its screens see. While a new token's claims are read, the screens
 * keep the same user's last ones: they never unmount for a token refresh.
 *
 * A returning user's screens do not wait for Firebase to restore the session (on a phone, its
 * code and a round trip to the sign-in service): they start at once as the user remembered from
 * the last visit, and every API call waits for the restored session's token meanwhile. If the
 * session did not survive, the visitor goes to Sign In as before.
 */
function SignedInOnly() {
  const location = useLocation();
  const { status, data: check } = useSigninCheck();
  const app = useCurrentUser();
  const [remembered] = useState(() => {
    if (!app.loading) return null;
    const user = rememberedSession();
    // Before the screens below render: their first calls must already wait.
    if (user) holdCallsUntil(authStateKnown());
    return user;
  });
  const [known, setKnown] = useState<CurrentUser | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== 'success' || !check.signedIn) return;
    let current = true;
    currentUserFrom(check.user).then(
      (user) => {
        if (current) setKnown(user);
      },
      (error: unknown) => {
        console.error('Reading the signed-in user’s claims failed', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [status, check]);

  if (status === 'loading') return remembered ? <SignedInScreens user={remembered} /> : <PageSpinner />;
  if (!check.signedIn || failed) return <Navigate to="/signin" replace state={{ from: location }} />;
  // Another account's last claims are never shown, not even for a moment.
  const user = [known, remembered].find((candidate) => candidate?.uid === check.user.uid);
  if (!user) return <PageSpinner />;
  return <SignedInScreens user={user} />;
}

function SignedInScreens({ user }: { user: CurrentUser }) {
  return (
    <CurrentUserContext.Provider value={{ user, loading: false }}>
      <Outlet />
    </CurrentUserContext.Provider>
  );
}
