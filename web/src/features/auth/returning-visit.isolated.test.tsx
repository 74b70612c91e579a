import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { list } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { fakeAuth, firebaseAuthModule, fakeUser, type FakeUser } from '@/testing/fake-firebase';
import { testUser } from '@/testing/render';
import { useCurrentUser, type CurrentUser } from './current-user';
import { signedInRoutes } from './routes';
import { rememberedSession, rememberSession } from './session/remembered-session';
import { renderWithAuth } from './testing/render-with-auth';

// Firebase is the fake of testing/fake-firebase; here its first report (the restored session,
// which in a browser needs Firebase's code and a round trip to the sign-in service) is held back
// until the test lets it go.
function holdFirebaseRestore(): (user: FakeUser | null) => void {
  const listeners: ((user: FakeUser | null) => void)[] = [];
  let restored = false;
  firebaseAuthModule.onIdTokenChanged.mockImplementation((_auth: unknown, listener: (user: FakeUser | null) => void) => {
    listeners.push(listener);
    // Once restored, a late listener hears the state at once, as Firebase's do.
    if (restored) queueMicrotask(() => listener(fakeAuth.currentUser));
    return () => listeners.splice(listeners.indexOf(listener), 1).length > 0;
  });
  return (user) => {
    restored = true;
    fakeAuth.currentUser = user;
    for (const listener of listeners) listener(user);
  };
}

function MyOrders() {
  const { user } = useCurrentUser();
  const [answer, setAnswer] = useState('asking…');
  useEffect(() => {
    // Settled either way: a call still out when a test ends must not fail the run afterwards.
    api('/mybooking', { answer: list('bookingSchema') }).then(
      (envelope) => setAnswer(envelope.message),
      (error: Error) => setAnswer(error.message),
    );
  }, []);
  return (
    <>
      <h1>My Orders of {user?.displayName}</h1>
      <p>{answer}</p>
    </>
  );
}

const routes = [{ path: '/signin', element: <h1>Sign In</h1> }, signedInRoutes([{ path: '/dashboard', element: <MyOrders /> }])];
const buyer = testUser({ uid: 'uid-buyer@machinery.test', email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' });

describe('a returning visit', () => {
  it('shows the signed-in screen before Firebase has restored the session, and its calls wait for that session’s token', async () => {
    rememberSession(buyer);
    const restore = holdFirebaseRestore();
    const noBookings = () => jsonResponse({ success: true, message: 'No bookings yet.', data: [] });
    const fetchMock = stubFetch(noBookings(), noBookings());
    renderWithAuth(routes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'My Orders of Tanvir Ahmed' })).toBeInTheDocument();
    expect(screen.getByText('asking…')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    restore(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));

    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer id-token-of-buyer@machinery.test');
  });

  it('goes to Sign In, sending nothing, when the remembered session did not survive, and forgets it', async () => {
    rememberSession(buyer);
    const restore = holdFirebaseRestore();
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'No bookings yet.', data: [] }));
    const { router } = renderWithAuth(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Orders of Tanvir Ahmed' })).toBeInTheDocument();

    restore(null);

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    await waitFor(() => expect(rememberedSession()).toBeNull());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('keeps the remembered user for the screens when the restored session is that same user, so what they drew from it stays valid', async () => {
    const seen: CurrentUser[] = [];
    function Catalog() {
      const { user } = useCurrentUser();
      if (user) seen.push(user);
      return <h1>Catalog of {user?.displayName}</h1>;
    }
    rememberSession(buyer);
    const restore = holdFirebaseRestore();
    renderWithAuth([signedInRoutes([{ path: '/category/all', element: <Catalog /> }])], '/category/all');
    expect(await screen.findByRole('heading', { name: 'Catalog of Tanvir Ahmed' })).toBeInTheDocument();

    const restored = fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' });
    restore(restored);
    await waitFor(() => expect(restored.getIdTokenResult).toHaveBeenCalled());
    await act(async () => {});

    // One and the same object throughout: memoised parts of a screen (its cards) have nothing to redraw.
    expect(seen.length).toBeGreaterThan(0);
    for (const user of seen) expect(user).toBe(seen[0]);
  });

  it('shows the restored user, not the remembered one, when the claims changed since the last visit', async () => {
    function Catalog() {
      const { user } = useCurrentUser();
      return <h1>Catalog as {user?.role}</h1>;
    }
    rememberSession(buyer);
    const restore = holdFirebaseRestore();
    renderWithAuth([signedInRoutes([{ path: '/category/all', element: <Catalog /> }])], '/category/all');
    expect(await screen.findByRole('heading', { name: 'Catalog as buyer' })).toBeInTheDocument();

    restore(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed', claims: { role: 'seller' } }));

    expect(await screen.findByRole('heading', { name: 'Catalog as seller' })).toBeInTheDocument();
  });

  it('without a remembered session, waits for Firebase as before', async () => {
    const restore = holdFirebaseRestore();
    stubFetch(jsonResponse({ success: true, message: 'No bookings yet.', data: [] }));
    renderWithAuth(routes, '/dashboard');

    // The guard's spinner meanwhile (the fake's code is at hand: only the restore is held).
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /My Orders/ })).not.toBeInTheDocument();

    restore(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));
    expect(await screen.findByRole('heading', { name: 'My Orders of Tanvir Ahmed' })).toBeInTheDocument();
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
  });

  it('without a remembered session, goes to Sign In only once Firebase has told that nobody is signed in', async () => {
    const restore = holdFirebaseRestore();
    renderWithAuth(routes, '/dashboard');

    // Nobody remembered is not yet nobody signed in: the guard waits for Firebase.
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();

    act(() => restore(null));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('remembers who signed in, for the next visit', async () => {
    stubFetch(jsonResponse({ success: true, message: 'No bookings yet.', data: [] }));
    const restore = holdFirebaseRestore();
    renderWithAuth(routes, '/dashboard');

    restore(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed', claims: { role: 'seller', sellerVerify: true } }));

    await waitFor(() => expect(rememberedSession()).toMatchObject({ uid: 'uid-buyer@machinery.test', role: 'seller', sellerVerify: true }));
    // The screen comes with the same report: its call is answered before the test ends.
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
  });
});
