import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { list, page } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { fakeUser, firebaseAuthModule, reportUser, signedInOnThisBrowser } from '@/testing/fake-firebase';
import { testUser } from '@/testing/render';
import { AuthProvider } from './auth-provider';
import { useConfirmedSession, useCurrentUser } from './current-user';
import { REMEMBERED_SESSION_KEY, rememberSession } from './session/remembered-session';

function Probe() {
  const { user, loading } = useCurrentUser();
  return <output>{loading ? 'loading' : JSON.stringify(user)}</output>;
}

/** A screen that must be sure who is signed in (the guard of the signed-in screens, the sign-in screens). */
function MustBeSure() {
  useConfirmedSession();
  return null;
}

const shown = () => screen.getByRole('status').textContent ?? '';
const renderProvider = () => render(<AuthProvider><Probe /></AuthProvider>);

describe('the current user', () => {
  it('when someone was remembered on this browser, is loading until Firebase first reports (here: the session did not survive)', async () => {
    rememberSession(testUser());
    renderProvider();

    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('null'));
  });

  it('is nobody at once when nobody was remembered on this browser, without loading Firebase', async () => {
    renderProvider();

    expect(shown()).toBe('null');
    // A moment later still nothing asked Firebase (its code is fetched with the watch).
    await act(async () => {});
    expect(firebaseAuthModule.onIdTokenChanged).not.toHaveBeenCalled();
  });

  it('asks Firebase when a screen must be sure, and shows the session it still holds', async () => {
    reportUser(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));
    render(
      <AuthProvider>
        <Probe />
        <MustBeSure />
      </AuthProvider>,
    );

    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));
  });

  it("asks Firebase once the page is idle when Firebase's own storage holds a session nobody remembered (cleared, or an older release's)", async () => {
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    reportUser(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));
    renderProvider();
    expect(shown()).toBe('null');

    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ email: 'buyer@machinery.test' }), { timeout: 5_000 });
    expect(localStorage.getItem(REMEMBERED_SESSION_KEY)).toContain('buyer@machinery.test');
  });

  it('asks Firebase when another tab remembers a session (someone signed in there)', async () => {
    renderProvider();
    expect(shown()).toBe('null');

    // The other tab's sign-in: Firebase's storage is shared, and so is the remembered session.
    reportUser(fakeUser({ email: 'seller@machinery.test', displayName: 'Rahim Uddin', claims: { role: 'seller' } }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: REMEMBERED_SESSION_KEY, newValue: '{}' }));
    });

    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ email: 'seller@machinery.test', role: 'seller' }));
  });

  it('carries the profile and the role claims of the ID token', async () => {
    signedInOnThisBrowser(fakeUser({ email: 'seller@machinery.test', displayName: 'Rahim Uddin', photoURL: 'https://images.test/rahim.webp', claims: { role: 'seller', sellerVerify: true } }));
    renderProvider();

    await waitFor(() =>
      expect(JSON.parse(shown())).toEqual({
        uid: 'uid-seller@machinery.test',
        email: 'seller@machinery.test',
        displayName: 'Rahim Uddin',
        photoURL: 'https://images.test/rahim.webp',
        role: 'seller',
        sellerVerify: true,
        adminVerify: false,
      }),
    );
  });

  it('is a buyer when the token has no role claim, and follows new claims when the token is refreshed', async () => {
    const user = signedInOnThisBrowser(fakeUser({ claims: {} }));
    renderProvider();
    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ role: 'buyer', displayName: 'Tanvir Ahmed' }));

    user.claims = { role: 'admin', adminVerify: true };
    act(() => reportUser(user));

    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ role: 'admin', adminVerify: true }));
  });

  it('draws nothing again for a new ID token of the same user with the same claims (Firebase refreshes it every hour)', async () => {
    const drawing = vi.fn();
    function CountingProbe() {
      const { user, loading } = useCurrentUser();
      drawing();
      return <output>{loading ? 'loading' : JSON.stringify(user)}</output>;
    }
    const user = signedInOnThisBrowser(fakeUser({ claims: { role: 'seller', sellerVerify: true } }));
    render(
      <AuthProvider>
        <CountingProbe />
      </AuthProvider>,
    );
    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ role: 'seller', sellerVerify: true }));
    const drawn = drawing.mock.calls.length;

    await act(async () => reportUser(user));
    await waitFor(() => expect(user.getIdTokenResult).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(drawing).toHaveBeenCalledTimes(drawn);

    // A real change still reaches the screens.
    user.claims = { role: 'seller', sellerVerify: false };
    act(() => reportUser(user));
    await waitFor(() => expect(JSON.parse(shown())).toMatchObject({ sellerVerify: false }));
  });

  it('gives API calls the ID token while someone is signed in, and none after signing out', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'ok', data: [], next: null }), jsonResponse({ success: true, message: 'ok', data: [] }));
    signedInOnThisBrowser(fakeUser({ email: 'buyer@machinery.test' }));
    renderProvider();
    await waitFor(() => expect(shown()).not.toBe('loading'));

    await api('/mybooking', { answer: page('bookingSchema') });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer id-token-of-buyer@machinery.test');

    act(() => reportUser(null));
    await waitFor(() => expect(shown()).toBe('null'));
    await api('/productsCategory', { answer: list('categorySchema') });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });
});
