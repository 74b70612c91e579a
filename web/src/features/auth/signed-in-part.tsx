import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FirebaseSdks } from '@/lib/firebase-sdks';
import { CurrentUserContext, type CurrentUser } from './current-user';
import { currentUserFrom } from './current-user-from-firebase';

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
 */
function SignedInOnly() {
  const location = useLocation();
  const { status, data: check } = useSigninCheck();
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

  if (status === 'loading') return <PageSpinner />;
  if (!check.signedIn || failed) return <Navigate to="/signin" replace state={{ from: location }} />;
  // Another account's last claims are never shown, not even for a moment.
  if (known?.uid !== check.user.uid) return <PageSpinner />;
  return (
    <CurrentUserContext.Provider value={{ user: known, loading: false }}>
      <Outlet />
    </CurrentUserContext.Provider>
  );
}
