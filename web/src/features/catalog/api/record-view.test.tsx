import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useSWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi, type ApiCall } from '@/features/dashboard/testing/stub-api';
import type { CurrentUser } from '@/features/auth';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { ProductPage } from '../components/product-page';
import { productKey } from './get-product';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });
const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

const engine = testProduct({ _id: 'engine-1', productName: 'Kirloskar TV1 Diesel Engine', sellerUid: 'uid-seller-1' });

/** What the page needs beside the machine: the hearts' question. */
const around = ({ path }: ApiCall) => (path === '/favourites/saved' ? ok({ productIds: [] }) : undefined);

/** Reads the machine again, as a focus or an edit elsewhere would, while the page stays open. */
function ReadAgain() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(productKey('engine-1'))}>
      Read again
    </button>
  );
}

function openProductPage(user: CurrentUser, views: () => Response = () => ok({ counted: true })) {
  // The API leaves the seller's id out of a machine for anyone but its seller and admins.
  const seen = user.uid === engine.sellerUid || user.role === 'admin' ? engine : { ...engine, sellerUid: undefined };
  const api = stubApi((call) => (call.path === '/product/engine-1' ? ok(seen) : call.path === '/products/engine-1/views' ? views() : around(call)));
  // Strict mode, as the app runs: effects start, stop and start again, and still one view is sent.
  const view = renderRoutes(
    [
      {
        path: '/product/:id',
        element: (
          <StrictMode>
            <ProductPage />
            <ReadAgain />
          </StrictMode>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { path: '/product/engine-1', user },
  );
  return { ...api, ...view };
}

const viewCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/products/engine-1/views');

beforeAll(async () => {
  await import('../components/product-card');
});

describe('a view of a machine', () => {
  it('is counted once when a signed-in buyer opens its page, however often the page reads the machine again', async () => {
    const { calls } = openProductPage(buyer);

    expect(await screen.findByRole('article', { name: 'Kirloskar TV1 Diesel Engine' })).toBeInTheDocument();
    await waitFor(() => expect(viewCalls(calls)).toEqual([{ method: 'POST', path: '/products/engine-1/views', query: {}, body: undefined }]));

    await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/product/engine-1')).toHaveLength(2));
    expect(viewCalls(calls)).toHaveLength(1);
  });

  it('is counted again when the page is opened again, once', async () => {
    const { calls, router } = openProductPage(buyer);
    await waitFor(() => expect(viewCalls(calls)).toHaveLength(1));

    await router.navigate('/elsewhere');
    await screen.findByRole('heading', { name: 'Elsewhere' });
    // Back on the page, the machine is known at once (the cache), and strict mode starts the page's effects twice.
    await router.navigate('/product/engine-1');
    expect(await screen.findByRole('article', { name: 'Kirloskar TV1 Diesel Engine' })).toBeInTheDocument();
    await waitFor(() => expect(viewCalls(calls)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(viewCalls(calls)).toHaveLength(2);
  });

  it('is not sent for the machine’s own seller, nor for an admin', async () => {
    for (const user of [seller, admin]) {
      const { calls, unmount } = openProductPage(user);
      expect(await screen.findByRole('article', { name: 'Kirloskar TV1 Diesel Engine' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
      await waitFor(() => expect(calls.filter((call) => call.path === '/product/engine-1')).toHaveLength(2));
      expect(viewCalls(calls)).toHaveLength(0);
      unmount();
    }
  });

  it('a view the API cannot count leaves the page as it is', async () => {
    // The API client reports a server fault in the console; here it is the case under test.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = openProductPage(buyer, () => refused(503, 'The service is busy.'));

    await waitFor(() => expect(viewCalls(calls)).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Kirloskar TV1 Diesel Engine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
