import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useCurrentUser } from '../current-user';
import { forgetSignedInUser } from './forget-signed-in-user';
import { takeSessionEnd, type SessionEnd } from './session-end-reason';

/** The little of a data router this needs: where the user is, and a way to send them elsewhere. */
export type SessionRouter = {
  readonly state: { readonly location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options: { state: unknown }) => unknown;
};

async function tellSessionEnded(end: Exclude<SessionEnd, { reason: 'signed-out' }>) {
  // The toaster's code is not part of the first page; it is certainly wanted by now.
  const { toast } = await import('react-hot-toast');
  // One notice however many refused calls led here. Ending every session was asked for: a
  // confirmation, not a warning.
  const tell = end.reason === 'ended-everywhere' ? toast.success : toast.error;
  tell(end.message, { id: 'session-ended' });
}

/**
 * Watches the whole life of a session, beside the router (so it outlives every screen): when
 * someone who was signed in no longer is, it forgets everything the app kept of them. When the
 * session ended without the user asking (revoked, account deleted, signed out in another tab, or
 * refused by the API), or because they ended every session of their account, it also says so and
 * sends them to Sign In, which brings them back afterwards.
 */
export function SessionEndWatcher({ router }: { router: SessionRouter }) {
  const { user, loading } = useCurrentUser();
  const { unload } = useSWRConfig();
  const signedIn = useRef(false);

  useEffect(() => {
    if (loading) return;
    if (user) {
      signedIn.current = true;
      return;
    }
    if (!signedIn.current) return;
    signedIn.current = false;
    forgetSignedInUser({ unload });
    const end = takeSessionEnd();
    if (end.reason === 'signed-out') return;
    void tellSessionEnded(end);
    const { location } = router.state;
    if (location.pathname.toLowerCase() !== '/signin') void router.navigate('/signin', { state: { from: location } });
  }, [user, loading, unload, router]);

  return null;
}
