import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { catalogRoutes } from '@/features/catalog/routes';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { fakeAuth, fakeUser, firebaseAuthModule, firebaseModule } from '@/testing/fake-firebase';
import { testProduct } from '@/testing/products';
import { testUser } from '@/testing/render';
import { rememberSession } from './session/remembered-session';
import { renderWithAuth } from './testing/render-with-auth';

// On a phone, Firebase's code (the Auth SDK, and reactfire with it) takes a while to download and
// run. Here it is still on its way until the test lets it arrive: `@/lib/firebase/app-and-auth` and
// `firebase/auth` resolve only then, to the fake of testing/fake-firebase.
const firebaseCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('@/lib/firebase/app-and-auth', async () => {
  await firebaseCode.arrived;
  return firebaseModule;
});
vi.mock('firebase/auth', async () => {
  await firebaseCode.arrived;
  return firebaseAuthModule;
});

const routes = [
  { path: '/', errorElement: <ErrorPage />, hydrateFallbackElement: <PageSpinner />, children: catalogRoutes },
  { path: '/signin', element: <h1>Sign In</h1> },
];
const buyer = testUser({ uid: 'uid-buyer@machinery.test', email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' });

// The screen's own code is at hand, as after its first visit: the waits below are about Firebase.
beforeAll(async () => {
  await import('@/features/catalog/components/category-page');
});

describe('the signed-in part', () => {
  it('draws a returning user’s catalog before Firebase’s code has arrived; its calls wait for the restored session’s token', async () => {
    rememberSession(buyer);
    const products = [testProduct({ productName: 'Newest engine' }), testProduct({ productName: 'Older engine' })];
    const fetchMock = stubFetch(jsonResponse({ success: true, message: '2 products found.', data: products, next: null, total: 2 }));
    renderWithAuth(routes, '/category/all');

    // The guard needs no Firebase code: the catalog is there, its call held back.
    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : – Product' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fakeAuth.currentUser = fakeUser({ email: 'buyer@machinery.test', displayName: 'Tanvir Ahmed' });
    firebaseCode.arrive();

    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : 2 Product' })).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer id-token-of-buyer@machinery.test');
  });
});
