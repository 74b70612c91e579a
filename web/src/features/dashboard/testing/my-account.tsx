import type { Account } from '@contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from '@/components/ui/provider';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider, SessionEndWatcher, signedInRoutes } from '@/features/auth';
import { swrConfig } from '@/lib/swr';
import { testMyAccount } from '@/testing/accounts';
import { fakeUser, signedInOnThisBrowser, type FakeUser } from '@/testing/fake-firebase';
import { AccountPage } from '../account/components/account-page';
import { ok, stubApi, type ApiCall } from './stub-api';

/**
 * The person's own account as the API keeps it: `GET /user/me` reads it, `PATCH` changes what it
 * is sent (an empty phone or location clears it), `DELETE` removes it. `answer` goes first, for a
 * test's other calls or refusals.
 */
export function stubMyAccount(account: Account = testMyAccount(), answer: (call: ApiCall) => Response | undefined = () => undefined) {
  let kept: Account | null = account;
  const api = stubApi((call) => {
    const given = answer(call);
    if (given || call.path !== '/user/me' || !kept) return given;
    if (call.method === 'GET') return ok(kept, {}, 'Your account.');
    if (call.method === 'PATCH') {
      const changed: Account = { ...kept, ...(call.body as Partial<Account>) };
      if (changed.phone === '') delete changed.phone;
      if (changed.location === '') delete changed.location;
      kept = changed;
      return ok(kept, {}, 'Your profile is saved.');
    }
    if (call.method === 'DELETE') {
      kept = null;
      return ok({ acknowledged: true, message: 'Your account and everything it held are deleted.' });
    }
    return undefined;
  });
  return { ...api, account: () => kept };
}

/** The Firebase user behind an account: the same person, signing in with `providers`. */
export const firebaseUserOf = (account: Account, providers = ['password']) =>
  fakeUser({
    uid: account._id,
    email: account.email,
    displayName: account.displayName,
    photoURL: account.photoURL || null,
    emailVerified: account.emailVerified,
    providerData: providers.map((providerId) => ({ providerId })),
    claims: { role: account.role, sellerVerify: account.sellerVerify, adminVerify: account.adminVerify },
  });

/**
 * The Account page as the app mounts it, for what changes who is signed in: the session watch over
 * the fake Firebase, the signed-in part's guard, the session watcher beside the router, and
 * stand-ins for the home page and Sign In.
 */
export function renderAccountInApp(user: FakeUser) {
  signedInOnThisBrowser(user);
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/signin', element: <h1>Sign in page</h1> },
      signedInRoutes([{ path: '/dashboard/account', element: <AccountPage /> }]),
    ],
    { initialEntries: ['/dashboard/account'] },
  );
  render(
    <UiProvider>
      <AuthProvider>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <SessionEndWatcher router={router} />
          <RouterProvider router={router} />
          <AppToaster />
        </SWRConfig>
      </AuthProvider>
    </UiProvider>,
  );
  return { router };
}
