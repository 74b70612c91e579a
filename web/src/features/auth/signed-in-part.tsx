import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { holdCallsUntil } from '@/lib/api-client';
import { authStateKnown } from './auth-provider';
import { CurrentUserContext, sameUser, useConfirmedSession, useCurrentUser, type CurrentUser } from './current-user';
import { guardState } from './return-path';
import { rememberedSession } from './session/remembered-session';

/**
 * The signed-in part of the app (the catalog, the product pages, the dashboard), loaded with its
 * screens, and its guard. A signed-out visitor goes to Sign In, which brings them back here
 * afterwards (spec: Guard).
 *
 * The app's own watch over the session decides (AuthProvider, around the whole app): it already
 * follows every new ID token and reads its role claims, so a claims change reaches the screens
 * without unmounting them. The guard holds no Firebase code of its own: the catalog's first paint
 * never waits for the sign-in SDK to download.
 *
 * A returning user's screens do not wait for Firebase to restore the session (on a phone, its
 * code and a round trip to the sign-in service): they start at once as the user remembered from
 * the last visit, and every API call waits for the restored session's token meanwhile. If the
 * session did not survive, the visitor goes to Sign In as before. A visitor nobody was remembered
 * for waits for Firebase itself (which the app does not load for the public pages then).
 */
export function SignedInPart() {
  const location = useLocation();
  const { user, loading } = useCurrentUser();
  const confirmed = useConfirmedSession();
  const [remembered] = useState(() => {
    if (!loading) return null;
    const last = rememberedSession();
    // Before the screens below render: their first calls must already wait.
    if (last) holdCallsUntil(authStateKnown());
    return last;
  });

  // The remembered user stands in only until the app knows who is signed in: from then on the
  // screens see that user, never another account's last claims.
  if (loading || !confirmed) return remembered ? <SignedInScreens user={remembered} /> : <PageSpinner />;
  if (!user) return <Navigate to="/signin" replace state={guardState(location)} />;
  // The restored session is most often the remembered user itself: the screens drawn from it then
  // have nothing to redraw.
  return <SignedInScreens user={remembered && sameUser(remembered, user) ? remembered : user} />;
}

function SignedInScreens({ user }: { user: CurrentUser }) {
  const state = useMemo(() => ({ user, loading: false }), [user]);
  return (
    <CurrentUserContext.Provider value={state}>
      <Outlet />
    </CurrentUserContext.Provider>
  );
}
