import { keepAnswer } from '@/lib/kept-answers';
import { rememberedSession } from './remembered-session';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { UserMenu } from '../components/user-menu';
import { useProducts } from '@/features/catalog/api/get-products';
import { useMyBookings } from '@/features/dashboard/my-orders/api/get-my-bookings';
import { swrConfig } from '@/lib/swr';
import { jsonResponse } from '@/testing/fake-api';
import { testBooking } from '@/testing/bookings';
import { testProduct } from '@/testing/products';
import { AuthProvider } from '../auth-provider';
import { useCurrentUser } from '../current-user';
import { fakeUser, firebaseAuthModule, reportUser, signedInOnThisBrowser } from '@/testing/fake-firebase';
import { SessionEndWatcher } from './session-end-watcher';

// The API's answer to a call whose session it no longer accepts.
const refused = () => jsonResponse({ success: false, message: 'Your account was changed by an admin. Please sign in again.', data: null }, 401);

/** The API behind the screens: the buyer's orders (a plain key) and the catalog (a useSWRInfinite list). */
function stubApi() {
  const answers: Record<string, () => Response> = {
    '/api/mybooking': () => jsonResponse({ success: true, message: 'Bookings', data: [testBooking()], next: null }),
    '/api/products/all': () => jsonResponse({ success: true, message: 'Products', data: [testProduct(), testProduct()], next: null, total: 2 }),
  };
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answer = answers[new URL(String(input), 'http://app.test').pathname];
    return answer ? answer() : jsonResponse({ success: false, message: 'Not Found', data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { answers, fetchMock };
}

/** A signed-in screen that caches both kinds of SWR entries, as My Orders and a category page do. */
function SignedInLists({ email }: { email: string }) {
  const orders = useMyBookings(email);
  const products = useProducts('all');
  const productCount = products.data?.flatMap((page) => page.data).length;
  return (
    <>
      <p>{orders.items ? `${orders.items.length} order` : 'Loading orders'}</p>
      <p>{productCount === undefined ? 'Loading products' : `${productCount} products`}</p>
      <button type="button" onClick={() => void orders.reload()}>
        Reload my orders
      </button>
    </>
  );
}

function Home() {
  const { user } = useCurrentUser();
  return user ? <SignedInLists email={user.email} /> : <p>Nobody is signed in</p>;
}

/** The top bar's account corner on every page: the avatar while someone is signed in, else "Sign In". */
function Layout() {
  return (
    <>
      <UserMenu />
      <Outlet />
    </>
  );
}

/** The app's arrangement: the session watcher beside the router, under the auth and SWR providers. */
function renderApp() {
  const cache: Cache = new Map();
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/signin', element: <h1>Sign In</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <UiProvider>
      <AuthProvider>
        <SWRConfig value={{ ...swrConfig, provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
          <SessionEndWatcher router={router} />
          <RouterProvider router={router} />
          <AppToaster />
        </SWRConfig>
      </AuthProvider>
    </UiProvider>,
  );
  return { cache, router };
}

/** Signs the buyer in with an access token stored, and waits until both lists are cached. */
async function signedInWithCachedLists() {
  localStorage.setItem('accessToken', 'access-token-of-the-buyer');
  signedInOnThisBrowser(fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' }));
  const app = renderApp();
  await screen.findByText('1 order');
  await screen.findByText('2 products');
  const keys = [...app.cache.keys()];
  expect(keys.some((key) => key.startsWith('$inf$'))).toBe(true);
  expect(keys.some((key) => !key.startsWith('$inf$'))).toBe(true);
  return app;
}

const cachedKeys = (cache: Cache) => [...cache.keys()];

// The account menu's code is at hand, as after its first press: the waits below are about the
// session. In a busy test run the sign-out once waited past 5 s, and the menu's first transform and
// evaluation, inside that wait, are the likeliest slow part.
beforeAll(async () => {
  await Promise.all([import('../components/account-menu'), import('./sign-out-here'), import('../auth-errors')]);
});

beforeEach(() => {
  localStorage.clear();
});

describe('the end of a session', () => {
  it('signing out forgets every cached answer and list (useSWRInfinite ones included) and the access token, without a warning', async () => {
    stubApi();
    const { cache, router } = await signedInWithCachedLists();
    keepAnswer('uid-buyer@machinery.test', '["/products/all",{"limit":24}]', { data: [] });
    expect(rememberedSession()).not.toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Tanvir Ahmed' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Nobody is signed in')).toBeInTheDocument();
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(cachedKeys(cache)).toEqual([]));
    expect(localStorage.getItem('accessToken')).toBeNull();
    // Nothing is left for the next visit to start from either.
    expect(rememberedSession()).toBeNull();
    expect(localStorage.getItem('machinery.keptAnswers.v1')).toBeNull();
    // Asked for: the user stays where they were, with nothing to be warned about.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/Please sign in again/)).not.toBeInTheDocument();
  });

  it('when Firebase reports nobody signed in on its own (revoked, account deleted, signed out in another tab), the app forgets everything and sends the user to Sign In with a message', async () => {
    stubApi();
    const { cache, router } = await signedInWithCachedLists();

    act(() => reportUser(null));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    // Nobody is shown as signed in any more: no avatar, no name, no role.
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account menu of / })).not.toBeInTheDocument();
    expect(cachedKeys(cache)).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    // Signing in again comes back to where the session ended.
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/' } });
    expect(firebaseAuthModule.signOut).not.toHaveBeenCalled();
  });

  it('when the API refuses the signed-in user’s token (401), the app signs out, forgets everything and sends the user to Sign In with the API’s reason', async () => {
    const { answers } = stubApi();
    const { cache } = await signedInWithCachedLists();

    answers['/api/mybooking'] = refused;
    await userEvent.click(screen.getByRole('button', { name: 'Reload my orders' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Your account was changed by an admin. Please sign in again.')).toBeInTheDocument();
    expect(firebaseAuthModule.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account menu of / })).not.toBeInTheDocument();
    expect(cachedKeys(cache)).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a visitor who never signed in is neither warned nor sent anywhere when Firebase reports nobody signed in', async () => {
    stubApi();
    const { router } = renderApp();

    expect(await screen.findByText('Nobody is signed in')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/Please sign in again/)).not.toBeInTheDocument();
  });
});
