import type { Product } from '@contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { jsonResponse, stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { tryAgainAfterLoadFailed } from '@/testing/load-failed';
import { keepAnswer, keptAnswer } from '@/lib/kept-answers';
import { formatPrice } from '@/lib/format';
import { catalogRoutes } from '../routes';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const routes = [
  { path: '/', errorElement: <ErrorPage />, hydrateFallbackElement: <PageSpinner />, children: catalogRoutes },
  { path: '/signin', element: <h1>Sign In</h1> },
];
const page = (products: Product[], total: number, next: string | null = null) =>
  jsonResponse({ success: true, message: `${total} products found.`, data: products, next, total });

const urlOf = (call: unknown[] | undefined) => String(call?.[0]);

// The route loads its screen lazily; loading the module once up front keeps the first test's
// waits about the screen, not about compiling it.
beforeAll(async () => {
  await import('./category-page');
});

describe('the category page', () => {
  it('heads /category/all "Show All : N Product" with the real total and shows a card per product', async () => {
    const products = [testProduct({ productName: 'Newest engine' }), testProduct({ productName: 'Older engine' })];
    const fetchMock = stubFetch(page(products, 2));
    renderRoutes(routes, { path: '/category/all', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : 2 Product' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Newest engine', 'Older engine']);
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/products/all?limit=24');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('heads a size "Found {size} Size Category: N Product"', async () => {
    const fetchMock = stubFetch(page([testProduct({ categorySize: '32' })], 5, 'cursor-1'));
    renderRoutes(routes, { path: '/category/32', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Found 32 Size Category: 5 Product' })).toBeInTheDocument();
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/products/32?limit=24');
  });

  it('loads more with the cursor of the last page until there is no next page', async () => {
    // Pages are short here to keep the test quick: "Load more" follows `next`, whatever the page size.
    const first = [testProduct({ productName: 'Engine 1' }), testProduct({ productName: 'Engine 2' })];
    const fetchMock = stubFetch(page(first, 3, 'cursor-2'), page([testProduct({ productName: 'Engine 3' })], 3));
    renderRoutes(routes, { path: '/category/all', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : 3 Product' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    // A card past the first two is drawn in a transition once it comes near the screen, and may be
    // drawn again as the list settles: what is looked for is the page as it stands, not one element.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Engine 3' })).toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(urlOf(fetchMock.mock.calls[1])).toBe('/api/products/all?limit=24&cursor=cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3');
  });

  it('says so when a size has no products', async () => {
    stubFetch(page([], 0));
    renderRoutes(routes, { path: '/category/40', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Found 40 Size Category: 0 Product' })).toBeInTheDocument();
    expect(screen.getByText('No products here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Products' })).toHaveAttribute('href', '/category/all');
  });

  it('shows an error with a "Try again" that asks the API again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), page([testProduct({ productName: 'Back again' })], 1));
    renderRoutes(routes, { path: '/category/all', user: testUser() });

    await tryAgainAfterLoadFailed('the products', 'Network error: the service could not be reached.');

    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a returning buyer the first page of their last visit at once, then the API’s answer in its place', async () => {
    const buyer = testUser();
    const firstPage = '["/products/all",{"limit":24}]';
    keepAnswer(buyer.uid, firstPage, { success: true, message: '1 product found.', data: [testProduct({ productName: 'Seen last time' })], next: null, total: 1 });
    let answer = (_response: Response) => {};
    const fetchMock = stubFetch();
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(routes, { path: '/category/all', user: buyer });

    expect(await screen.findByRole('heading', { level: 2, name: 'Seen last time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Show All : 1 Product' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());

    answer(page([testProduct({ productName: 'Listed since' }), testProduct({ productName: 'Seen last time' })], 2));

    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : 2 Product' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Listed since' })).toBeInTheDocument();
    // The fresh first page is kept for the next visit; another account finds nothing of it.
    expect(keptAnswer(buyer.uid, firstPage, (value): value is { total: number } => typeof value === 'object')).toMatchObject({ total: 2 });
    expect(keptAnswer('uid-someone-else', firstPage, (_value): _value is unknown => true)).toBeUndefined();
  });

  it('answers 404 for a category that is neither "all" nor a size', async () => {
    const fetchMock = stubFetch();
    renderRoutes(routes, { path: '/category/engines', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to Sign In', async () => {
    stubFetch();
    const { router } = renderRoutes(routes, { path: '/category/20' });

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/category/20' } });
  });
});

/**
 * An IntersectionObserver the test moves: jsdom lays nothing out, so the test says which cards
 * come into view, as scrolling would.
 */
class ScrolledObserver {
  static all: ScrolledObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(readonly report: IntersectionObserverCallback) {
    ScrolledObserver.all.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** The slots of these cards (by name) come within a screen of view. */
  static scrollTo(...names: string[]) {
    for (const observer of ScrolledObserver.all) {
      const near = [...observer.watched].filter((slot) => names.some((name) => slot.textContent?.includes(name)));
      const entries = near.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) act(() => observer.report(entries, observer as unknown as IntersectionObserver));
    }
  }
}

describe('a long list on a phone', () => {
  const machines = Array.from({ length: 6 }, (_, index) => testProduct({ productName: `Engine ${index + 1}`, resalePrice: 1000 + index }));
  const fullCards = () => screen.getAllByRole('article').filter((card) => within(card).queryByRole('button', { name: /book now/i }));

  it('draws the first cards at once and every other one as it comes into view, each named with its price meanwhile', async () => {
    ScrolledObserver.all = [];
    vi.stubGlobal('IntersectionObserver', ScrolledObserver);
    stubFetch(page(machines, 6));
    renderRoutes(routes, { path: '/category/all', user: testUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Show All : 6 Product' })).toBeInTheDocument();
    // Every machine is in the list (its heading, for reading and finding in the page)…
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(machines.map((m) => m.productName));
    expect(within(screen.getByRole('article', { name: 'Engine 4' })).getByText(formatPrice(1003))).toBeInTheDocument();
    // …but only the first screen's cards are drawn in full.
    expect(fullCards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Engine 1', 'Engine 2']);

    ScrolledObserver.scrollTo('Engine 3', 'Engine 4');

    await waitFor(() => expect(fullCards()).toHaveLength(4));
    expect(within(screen.getByRole('article', { name: 'Engine 4' })).getByRole('button', { name: /book now/i })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engine 5' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws the next card when focus reaches a card, so Tab goes through every card', async () => {
    ScrolledObserver.all = [];
    vi.stubGlobal('IntersectionObserver', ScrolledObserver);
    stubFetch(page(machines, 6));
    renderRoutes(routes, { path: '/category/all', user: testUser() });
    const second = await screen.findByRole('article', { name: 'Engine 2' });
    expect(within(screen.getByRole('article', { name: 'Engine 3' })).queryByRole('button')).not.toBeInTheDocument();

    act(() => within(second).getByRole('button', { name: /book now/i }).focus());

    expect(await within(screen.getByRole('article', { name: 'Engine 3' })).findByRole('button', { name: /book now/i })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engine 4' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('fetches the first card’s picture at once and leaves the others to load as they come near', async () => {
    stubFetch(page(machines.slice(0, 3), 3));
    renderRoutes(routes, { path: '/category/all', user: testUser() });

    // The test's screen shows every card (see testing/setup.ts): all three are drawn.
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Engine/ })).toHaveLength(3));
    const pictures = screen.getAllByRole('img', { name: /^Engine/ });
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });
});
