import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { catalogRoutes } from '../routes';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const routes = [{ path: '/', errorElement: <ErrorPage />, hydrateFallbackElement: <PageSpinner />, children: catalogRoutes }];

// The route loads its screen lazily; loading the module once up front keeps the first test's
// waits about the screen, not about compiling it.
beforeAll(async () => {
  await import('./product-page');
});

describe('the product page', () => {
  it('is titled "product details" and shows the product card', async () => {
    const product = testProduct({ _id: 'UXXFWXLCpaNfhs0gCa05', productName: '5.5HP OHV Petrol Engine (GX160)' });
    const fetchMock = stubFetch(jsonResponse({ success: true, message: 'Product found.', data: product }));
    renderRoutes(routes, { path: '/product/UXXFWXLCpaNfhs0gCa05', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'product details' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '5.5HP OHV Petrol Engine (GX160)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();
    // Anyone but its seller may report the listing from the page's menu.
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(fetchMock).toHaveBeenCalledWith('/api/product/UXXFWXLCpaNfhs0gCa05', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the 404 error page for an unknown product', async () => {
    // React reports the error the route's boundary caught; the page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(jsonResponse({ success: false, message: 'No product with that id.', data: null }, 404));
    renderRoutes(routes, { path: '/product/nothingHere', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Looks like our services are currently offline')).toBeInTheDocument();
  });
});
