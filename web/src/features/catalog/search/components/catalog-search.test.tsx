import type { Product } from '@contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/ui/error-page';
import { PageSpinner } from '@/components/ui/page-spinner';
import { jsonResponse } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { holdNextFrame } from '@/testing/frames';
import { fillIn } from '@/testing/typing';
import { catalogRoutes } from '../../routes';

// The API is not running in a component test: fetch answers the catalog's searches from a few
// machines, filtering and sorting them as the API does for the parameters these tests use.

const kubota = testProduct({ _id: 'kubota', productName: 'Kubota RK125 diesel engine', categoryCompany: 'Kubota', resalePrice: 900, mfYear: 2018 });
const honda = testProduct({ _id: 'honda', productName: 'Honda GX160 petrol engine', categoryCompany: 'Honda', fuel: 'petrol', resalePrice: 250, mfYear: 2021 });
const lister = testProduct({ _id: 'lister', productName: 'Lister Petter diesel engine', categoryCompany: 'Lister Petter', resalePrice: 520, mfYear: 2015 });
const machines = [kubota, honda, lister];

type Search = Record<string, string>;

function answerSearch(search: Search): Product[] {
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = machines.filter(
    (machine) =>
      words.every((word) => machine.productName.toLowerCase().includes(word)) &&
      (!search.fuel || machine.fuel === search.fuel) &&
      (!search.minPrice || machine.resalePrice >= Number(search.minPrice)) &&
      (!search.maxPrice || machine.resalePrice <= Number(search.maxPrice)),
  );
  if (search.sort === 'price-desc') found.sort((a, b) => b.resalePrice - a.resalePrice);
  if (search.sort === 'price-asc') found.sort((a, b) => a.resalePrice - b.resalePrice);
  return found;
}

/** The API's answer to a saved search: the search as it keeps it. */
const savedAnswer = (message: string) => (body: unknown) => {
  const { name, query, size } = body as { name: string; query: Record<string, string>; size?: string };
  return jsonResponse({ success: true, message, data: { _id: 'search-1', name, query, size: size ?? null, createdAt: new Date().toISOString() } }, 201);
};

/** The fake API: the catalog's searches, and saving a search (answered by `saveAnswer`). */
function stubCatalog(saveAnswer: (body: unknown) => Response = savedAnswer('Saved.')) {
  const searches: Search[] = [];
  const saved: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/products/')) {
      const { limit: _limit, ...search } = Object.fromEntries(url.searchParams);
      searches.push(search);
      const found = answerSearch(search);
      return jsonResponse({ success: true, message: `${found.length} products found.`, data: found, next: null, total: found.length });
    }
    if (url.pathname === '/api/saved-searches' && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      saved.push(body);
      return saveAnswer(body);
    }
    return jsonResponse({ success: false, message: `Not expected: ${url.pathname}`, data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { searches, saved };
}

const routes = [
  { path: '/', errorElement: <ErrorPage />, hydrateFallbackElement: <PageSpinner />, children: catalogRoutes },
  { path: '/signin', element: <h1>Sign In</h1> },
];

function openCatalog(path: string) {
  return renderRoutes(routes, { path, user: testUser() });
}

/** Waits until the machines on screen are these, in this order. */
async function expectMachines(machines: Product[]) {
  const shown = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
  await waitFor(() => expect(shown()).toEqual(machines.map(({ productName }) => productName)));
}

const searchOf = (router: ReturnType<typeof openCatalog>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

/** Phones (jsdom matches no media query) have the filters in a drawer; this makes the screen wide. */
/** On a phone: opens the filters drawer, types each field's text and asks for the results; the drawer. */
async function filterInDrawer(fields: Record<string, string>) {
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  for (const [name, text] of Object.entries(fields)) await fillIn(within(drawer).getByRole('textbox', { name }), text);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
  return drawer;
}

function onWideScreen() {
  const narrow = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...narrow(query), matches: query.includes('min-width') }));
}

// The sort menu's highlighted order is the one with the focus.

/** Waits until the open sort menu highlights this order. */
function expectHighlighted(order: string) {
  return waitFor(() => expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: order })).toHaveFocus());
}

/** ArrowDown on the focused sort button: the menu opens with the focus on its checked order (here the first). */
async function openWithArrowDown() {
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('menu');
  await expectHighlighted('Newest listed');
}

/** ArrowDown in the open menu, onto the order named. */
async function highlightNext(order: string) {
  await userEvent.keyboard('{ArrowDown}');
  await expectHighlighted(order);
}

// The route loads its screen lazily; loading it once up front keeps the first test's waits about the screen.
beforeAll(async () => {
  await import('../../components/category-page');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('searching the catalog', () => {
  it('finds machines by keywords once typing pauses, with one request for the words and the words in the address', async () => {
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search machines' }), 'diesel');

    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'diesel' }));
    expect(await screen.findByText('2 machines match your search')).toBeInTheDocument();
    await expectMachines([kubota, lister]);
    // The plain page, then the whole word: never a request per letter.
    expect(searches).toEqual([{}, { q: 'diesel' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Show All : 2 Product' })).toBeInTheDocument();
  });

  it('says "1,000+" when the API counted the matches up to its cap', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/api/favourites/saved'
          ? jsonResponse({ success: true, message: 'Saved machines.', data: { productIds: [] } })
          : jsonResponse({ success: true, message: '1000+ products found.', data: [kubota, lister], next: 'more', total: 1000, totalCapped: true }),
      ),
    );
    openCatalog('/category/all?q=diesel');

    expect(await screen.findByText('1,000+ machines match your search')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Show All : 1,000+ Product' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 1,000+')).toBeInTheDocument();
  });

  it('a link with a search shows its results, its filters as chips and its order, with the keywords in the box', async () => {
    const { searches } = stubCatalog();
    openCatalog('/category/all?q=engine&maxPrice=600&sort=price-desc');

    await expectMachines([lister, honda]);
    expect(searches).toEqual([{ q: 'engine', maxPrice: '600', sort: 'price-desc' }]);
    expect(screen.getByRole('searchbox', { name: 'Search machines' })).toHaveValue('engine');
    expect(screen.getByRole('button', { name: 'Sort: Price: high to low' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent)).toEqual([
      'Remove Keywords: engine',
      'Remove Price up to $600',
      'Clear all',
    ]);
    expect(screen.getByText('2 machines match your search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('applies a price range from the filters drawer on a phone, and the drawer closes', async () => {
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all?q=engine');
    await expectMachines(machines);

    await filterInDrawer({ 'Min price': '300', 'Max price': '950' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    // The address follows the drawer's closing, in a task of its own.
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'engine', minPrice: '300', maxPrice: '950' }));
    await expectMachines([kubota, lister]);
    expect(searches.at(-1)).toEqual({ q: 'engine', minPrice: '300', maxPrice: '950' });
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('Show results starts the drawer sliding away at once and closes it after that frame, the results after it', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await fillIn(within(drawer).getByRole('textbox', { name: 'Min price' }), '300');
    const nextFrame = holdNextFrame();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    // Within the press: on its way out, still the open modal, the address as it was.
    expect(drawer).toHaveAttribute('data-leaving');
    expect(drawer).toHaveAttribute('open');
    expect(searchOf(router)).toEqual({});

    await nextFrame();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: '300' }));
    await expectMachines([kubota, lister]);
  });

  it('says what is wrong with the filters in the contract’s words and asks nothing', async () => {
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);

    const drawer = await filterInDrawer({ 'Min price': '900', 'Max price': '100', 'From year': '15' });
    const min = within(drawer).getByRole('textbox', { name: 'Min price' });

    expect(await within(drawer).findByText('minPrice cannot be above maxPrice')).toBeInTheDocument();
    expect(within(drawer).getByText('minYear must be a year such as 2015')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveFocus();
    expect(searchOf(router)).toEqual({});
    expect(searches).toEqual([{}]);
  });

  it('an address with a search the API would refuse explains it instead of asking, and offers to clear it', async () => {
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all?minPrice=900&maxPrice=100');

    // The reasons come once the contract's check has loaded.
    await screen.findByText('minPrice cannot be above maxPrice');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This search cannot be run.');
    expect(alert).toHaveTextContent('minPrice cannot be above maxPrice');
    expect(searches).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Clear all filters' }));

    await expectMachines(machines);
    expect(router.state.location.search).toBe('');
  });

  it('sorts with the sort menu, the order kept in the address', async () => {
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);

    await userEvent.click(screen.getByRole('button', { name: 'Sort: Newest listed' }));
    // A pointer's press opens the menu with the focus on the list itself, no order highlighted.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Price: low to high' }));

    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-asc' }));
    await expectMachines([honda, lister, kubota]);
    expect(searches.at(-1)).toEqual({ sort: 'price-asc' });
    expect(screen.getByRole('button', { name: 'Sort: Price: low to high' })).toBeInTheDocument();
    // An order alone narrows nothing: no count, no chips, nothing to save.
    expect(screen.queryByRole('list', { name: 'Filters in use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('removes one filter by its chip, then all of them with Clear all, keeping the order', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all?q=engine&fuel=diesel&maxPrice=950&sort=price-desc');
    await expectMachines([kubota, lister]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Fuel: diesel' }));

    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'engine', maxPrice: '950', sort: 'price-desc' }));
    // The chip now in the removed one's place has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Price up to $950' })).toHaveFocus());
    await expectMachines([kubota, lister, honda]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-desc' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search machines' })).toHaveValue(''));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search machines' })).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Filters in use' })).not.toBeInTheDocument();
  });

  it('a search that finds nothing suggests widening it and clears its filters on request', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/32?q=tractor&sort=price-asc');

    expect(await screen.findByText('No machines match your search')).toBeInTheDocument();
    expect(screen.getByText('0 machines match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));

    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-asc' }));
    await expectMachines([honda, lister, kubota]);
  });

  it('back and forward go through the searches, the results and the search box following', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);
    const box = screen.getByRole('searchbox', { name: 'Search machines' });

    await userEvent.type(box, 'honda{Enter}');
    await expectMachines([honda]);
    await userEvent.click(screen.getByRole('button', { name: 'Sort: Newest listed' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Price: high to low' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'honda', sort: 'price-desc' }));

    await act(() => router.navigate(-1));
    expect(searchOf(router)).toEqual({ q: 'honda' });
    expect(screen.getByRole('button', { name: 'Sort: Newest listed' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await expectMachines(machines);
    expect(box).toHaveValue('');

    await act(() => router.navigate(1));
    await expectMachines([honda]);
    expect(box).toHaveValue('honda');
  });

  it('on a wide screen the filters sit beside the results, without a drawer', async () => {
    onWideScreen();
    const { searches } = stubCatalog();
    const { router } = openCatalog('/category/all?fuel=diesel');
    await expectMachines([kubota, lister]);

    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    // The panel's form follows the first paint.
    expect(await within(panel).findByRole('textbox', { name: 'Fuel' })).toHaveValue('diesel');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Available only (not sold)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(searchOf(router)).toEqual({ fuel: 'diesel', available: 'true' }));
    await waitFor(() => expect(searches.at(-1)).toEqual({ fuel: 'diesel', available: 'true' }));
    expect(screen.getByRole('button', { name: 'Remove Available only' })).toBeInTheDocument();
  });

  it('a signed-out visitor following a search link signs in first and comes back to the same search', async () => {
    stubCatalog();
    const { router } = renderRoutes(routes, { path: '/category/32?q=kubota&maxPrice=900' });

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/category/32', search: '?q=kubota&maxPrice=900' } });
  });

  it('the plain page has no count, no chips and nothing to save', async () => {
    stubCatalog();
    openCatalog('/category/all');
    await expectMachines(machines);

    expect(screen.queryByText(/match your search/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Filters in use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });
});

describe('the sort menu, the filters and saving from the keyboard', () => {
  it('Enter on the sort button opens the menu with the focus in it, Escape gives the focus back, and the keys choose an order', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);
    const sortButton = screen.getByRole('button', { name: 'Sort: Newest listed' });
    expect(sortButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(sortButton).toHaveAttribute('aria-expanded', 'false');

    sortButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // From the keyboard the checked order (here the first) is highlighted.
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Newest listed' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sort: Newest listed' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort: Newest listed' })).toHaveFocus());
    expect(searchOf(router)).toEqual({});

    // Now the menu's own button: the arrow opens it, and the keys pick an order.
    await openWithArrowDown();
    await highlightNext('Price: low to high');
    await highlightNext('Price: high to low');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-desc' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort: Price: high to low' })).toHaveFocus());
    await expectMachines([kubota, lister, honda]);
  });

  it('keys that come within one frame still choose the order and give the focus back to the sort button', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all');
    await expectMachines(machines);
    screen.getByRole('button', { name: 'Sort: Newest listed' }).focus();
    await openWithArrowDown();

    // A busy phone draws no frame between the keys: the choice comes before the menu is seen to move.
    const nextFrame = holdNextFrame();
    await highlightNext('Price: low to high');
    await highlightNext('Price: high to low');
    await userEvent.keyboard('{Enter}');
    // The new order follows the frame that shows the menu closing.
    await nextFrame();
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-desc' }));

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The button's new name comes with the render of the new address, which a busy machine may draw after the menu has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort: Price: high to low' })).toHaveFocus());
    await expectMachines([kubota, lister, honda]);
  });

  it('Space on the sort button opens the menu too, with the focus on the checked order', async () => {
    stubCatalog();
    openCatalog('/category/all?sort=price-asc');
    await expectMachines([honda, lister, kubota]);

    screen.getByRole('button', { name: 'Sort: Price: low to high' }).focus();
    await userEvent.keyboard(' ');

    const menu = await screen.findByRole('menu');
    const checked = within(menu).getByRole('menuitemradio', { name: 'Price: low to high' });
    expect(checked).toBeChecked();
    await waitFor(() => expect(checked).toHaveFocus());
  });

  it('Enter on Filters opens the drawer with the focus in it, Escape gives the focus back, and it opens again', async () => {
    stubCatalog();
    openCatalog('/category/all?fuel=diesel');
    await expectMachines([kubota, lister]);
    const filtersButton = screen.getByRole('button', { name: 'Filters (1)' });
    expect(filtersButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');

    filtersButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(within(drawer).getByRole('textbox', { name: 'Fuel' })).toHaveValue('diesel');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('Save this search opens its dialog with the focus in it, and Escape gives the focus back', async () => {
    stubCatalog();
    openCatalog('/category/all?q=diesel');
    await expectMachines([kubota, lister]);
    const saveButton = screen.getByRole('button', { name: 'Save this search' });
    expect(saveButton).toHaveAttribute('aria-haspopup', 'dialog');

    saveButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus());
  });
});

describe('saving a search', () => {
  it('names the search (the filters in words to start with) and saves its filters with the page’s size', async () => {
    const { saved } = stubCatalog(savedAnswer('Saved: Cheap diesels. New machines that match will be in your notifications.'));
    openCatalog('/category/32?q=diesel&maxPrice=950&sort=price-asc');
    await expectMachines([lister, kubota]);

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Keywords: diesel · Price up to $950');
    expect(dialog).toHaveTextContent('Size 32 · Keywords: diesel · Price up to $950 · Price: low to high');
    await fillIn(name, 'Cheap diesels');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved: Cheap diesels. New machines that match will be in your notifications.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument());
    expect(saved).toEqual([{ name: 'Cheap diesels', query: { q: 'diesel', maxPrice: '950', sort: 'price-asc' }, size: '32' }]);
  });

  it('a name is required, in the contract’s words', async () => {
    const { saved } = stubCatalog();
    openCatalog('/category/all?q=diesel');
    await expectMachines([kubota, lister]);

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('name is required')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('at the limit of saved searches the API’s message stays in the dialog', async () => {
    stubCatalog(() => jsonResponse({ success: false, message: 'You can keep 20 saved searches at most: delete one first.', data: null }, 409));
    openCatalog('/category/all?q=diesel');
    await expectMachines([kubota, lister]);

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can keep 20 saved searches at most: delete one first.');
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });
});

describe('the list keeps its place', () => {
  it('coming back from a machine’s page puts the reader where they were in the results', async () => {
    stubCatalog();
    const { router } = openCatalog('/category/all?q=engine');
    await expectMachines(machines);
    // jsdom lays nothing out: the reader's scrolling is told to the page as the browser would.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((frame) => requestAnimationFrame(frame));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    await act(() => router.navigate(`/product/${kubota._id}`));
    await act(() => router.navigate(-1));

    await expectMachines(machines);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1200, behavior: 'instant' }));
  });
});

