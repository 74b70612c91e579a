import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { list, page } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { AuthProvider } from './auth-provider';
import { useCurrentUser } from './current-user';
import { fakeUser, reportUser } from '@/testing/fake-firebase';

function Probe() {
  const { user, loading } = useCurrentUser();
  return <output>{loading ? 'loading' : JSON.stringify(user)}</output>;
}

const shown = () => screen.getByRole('status').textContent ?? '';
const renderProvider = () => render(<AuthProvider><Probe /></AuthProvider>);

describe('the current user', () => {
  it('is loading until Firebase first reports, then signed out', async () => {
    renderProvider();

    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('null'));
  });

  it('carries the profile and the role claims of the ID token', async () => {
    reportUser(fakeUser({ email: 'seller@machinery.test', displayName: 'Rahim Uddin', photoURL: 'https://images.test/rahim.webp', claims: { role: 'seller', sellerVerify: true } }));
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
    const user = fakeUser({ claims: {} });
    reportUser(user);
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
    const user = fakeUser({ claims: { role: 'seller', sellerVerify: true } });
    reportUser(user);
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
    reportUser(fakeUser({ email: 'buyer@machinery.test' }));
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
