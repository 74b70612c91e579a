import type { Product } from '@contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { CategoryPage } from '../components/category-page';
import { ProductPage } from '../components/product-page';
import { useRevalidateListing } from './revalidate-listing';

// The API is not running in a component test: fetch is answered by path, from what the test says is sold.

const engine = testProduct({ _id: 'engine-1', productName: 'Kubota RK125', categorySize: '20' });
const pump = testProduct({ _id: 'pump-1', productName: 'Honda GX160 Water Pump', categorySize: '20' });

/** The marketplace as the fake API tells it: which machines are sold right now. */
function stubCatalog(sold: Set<string>) {
  const withSale = (product: Product) => ({ ...product, sold: sold.has(product._id) });
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/product/${engine._id}`) return jsonResponse({ success: true, message: 'Product found.', data: withSale(engine) });
    // Two pages of one machine each, so "Load more" has something to load.
    if (url.pathname === '/api/products/20') {
      const second = url.searchParams.get('cursor') === 'page-2';
      return jsonResponse({ success: true, message: '2 products found.', data: [withSale(second ? pump : engine)], next: second ? null : 'page-2', total: 2 });
    }
    return jsonResponse({ success: false, message: `Not expected: ${url.pathname}`, data: null }, 404);
  });
  return fetchMock;
}

/** What the dashboard does after a deal: refreshes what shows the machine as sold or on sale. */
function DealMade({ productId }: { productId: string }) {
  const revalidate = useRevalidateListing();
  return (
    <button type="button" onClick={() => void revalidate(productId)}>
      Deal made
    </button>
  );
}

function renderCatalog(path: string, productId: string) {
  const layout = (
    <>
      <Outlet />
      <DealMade productId={productId} />
    </>
  );
  return renderRoutes(
    [
      {
        element: layout,
        children: [
          { path: '/category/:id', element: <CategoryPage /> },
          { path: '/product/:id', element: <ProductPage /> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
        ],
      },
    ],
    { path, user: testUser() },
  );
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('after a deal the catalog shows whether the machine is sold', () => {
  it('the product page on screen turns "Sold" with "Book now" off, and back on sale', async () => {
    const sold = new Set<string>();
    stubCatalog(sold);
    renderCatalog(`/product/${engine._id}`, engine._id);
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeEnabled();

    sold.add(engine._id);
    await userEvent.click(screen.getByRole('button', { name: 'Deal made' }));

    expect(await card(engine.productName).findByText('Sold', { exact: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveAccessibleDescription('This machine is sold');

    sold.delete(engine._id);
    await userEvent.click(screen.getByRole('button', { name: 'Deal made' }));

    await screen.findByRole('button', { name: 'Book now', description: '' });
    expect(card(engine.productName).queryByText('Sold', { exact: true })).not.toBeInTheDocument();
  });

  it('every page a category list has loaded is asked again, on screen or not', async () => {
    const sold = new Set<string>();
    const fetchMock = stubCatalog(sold);
    const { router } = renderCatalog('/category/20', pump._id);
    await screen.findByRole('article', { name: engine.productName });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: pump.productName });

    // The seller is elsewhere (the dashboard) when the pump is sold.
    await act(() => router.navigate('/dashboard'));
    sold.add(pump._id);
    await userEvent.click(screen.getByRole('button', { name: 'Deal made' }));
    const before = fetchMock.mock.calls.length;
    await act(() => router.navigate('/category/20'));

    expect(await card(pump.productName).findByText('Sold', { exact: true })).toBeVisible();
    expect(card(engine.productName).queryByText('Sold', { exact: true })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.slice(before).map(([url]) => String(url));
    expect(asked).toEqual(['/api/products/20?limit=24', '/api/products/20?limit=24&cursor=page-2']);
  });
});
