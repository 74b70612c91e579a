import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAdvertisedProducts } from '@/features/home/api/get-advertised-products';
import { insightSeries, testListingInsights, totalsOf } from '@/testing/insights';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { takeConfirmedStep } from '../../testing/confirm-step';
import { ok, page, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { MyProductsPage } from './my-products-page';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const seller = testUser({
  uid: 'uid-seller-1',
  email: 'seller@machinery.test',
  displayName: 'Rahim Uddin',
  role: 'seller',
  sellerVerify: true,
  photoURL: '/seed/avatars/rahim-uddin.svg',
});

const engine = testProduct({ _id: 'engine-1', productName: 'Kirloskar TV1 Diesel Engine', picture: '/seed/products/kirloskar-tv1.svg', resalePrice: 1250 });
const soldPump = testProduct({ _id: 'pump-1', productName: 'Honda GX160 Water Pump', sold: true });
const advertised = testProduct({ _id: 'jintian-1', productName: 'JINTIAN R170A', advertiseName: 'HomePageAdds' });

/** Stands for the home page's Advertisement Area, which reads the advertised products' key. */
function AdvertisementArea() {
  const { data } = useAdvertisedProducts();
  return <p>Advertised: {data?.length ?? 'none yet'}</p>;
}

/** Each listing's last 30 days, for its row's sparkline: the Kirloskar seen 4 times, the others never. */
const insightsOf = ({ method, path }: ApiCall) => {
  const id = method === 'GET' && path.startsWith('/insights/listings/') ? decodeURIComponent(path.slice('/insights/listings/'.length)) : null;
  if (!id) return undefined;
  const series = insightSeries(30, id === 'engine-1' ? { '2026-09-28': { views: 1 }, '2026-09-30': { views: 3 } } : {});
  return ok(testListingInsights({ productId: id, series, totals: totalsOf(series) }));
};

function renderMyProducts(answer: (call: ApiCall) => Response | undefined) {
  const api = stubApi((call) => (call.path === '/advertised/products' ? ok([]) : (insightsOf(call) ?? answer(call))));
  renderWithProviders(
    <>
      <MyProductsPage />
      <AdvertisementArea />
    </>,
    { user: seller },
  );
  return api;
}

const listOf = (products: ReturnType<typeof testProduct>[], total = products.length) => (call: ApiCall) =>
  call.method === 'GET' && call.path === '/myProducts' ? page(products, null, total) : undefined;

/**
 * Picks an offer with the keyboard, as a keyboard user would (Enter opens the menu on the first
 * offer). jsdom cannot replay a mouse pick here: the row's tooltip tracks pointer modality in a
 * way jsdom does not reproduce; the browser journey picks with the mouse.
 */
async function chooseOffer(productName: string, offer: 'HomePage adds cos.5/1d' | 'Super Add 15/month') {
  (await screen.findByRole('button', { name: `Advertise ${productName}` })).focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('menuitem', { name: offer });
  // The menu takes the focus a frame after it is drawn; keys sent before that reach the page, not
  // the menu (a user sees the menu only once it holds the focus).
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  if (offer === 'Super Add 15/month') {
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: offer })).toHaveAttribute('data-highlighted'));
  }
  await userEvent.keyboard('{Enter}');
}

function rowOf(productName: string) {
  return screen.getByText(productName).closest('tr') as HTMLElement;
}

describe('My Products', () => {
  it('heads the list with "{seller name}, You Have total: N Products", N being the API’s total', async () => {
    const { calls } = renderMyProducts(listOf([engine, soldPump, advertised], 27));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin, You Have total: 27 Products' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/myProducts')).toMatchObject({ method: 'GET', query: { email: seller.email } });
  });

  it('shows the seller’s photo, verified tick, name and e-mail', async () => {
    renderMyProducts(listOf([engine]));

    await screen.findByText('Kirloskar TV1 Diesel Engine');
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('seller@machinery.test')).toBeInTheDocument();
  });

  it('lists No, Product Image, Product Name & Id, Price, Stock, Views, Advertise, Edit and Delete with the real picture and stock', async () => {
    renderMyProducts(listOf([engine, soldPump, advertised]));

    const table = await screen.findByRole('table', { name: 'Your products' });
    expect(columnHeaders(table)).toEqual(['No', 'Product Image', 'Product Name & Id', 'Price', 'Stock', 'Views', 'Advertise', 'Edit', 'Delete']);
    await screen.findByText('Kirloskar TV1 Diesel Engine');

    const picture = within(rowOf('Kirloskar TV1 Diesel Engine')).getByRole('img', { name: 'Kirloskar TV1 Diesel Engine' });
    expect(picture).toHaveAttribute('src', '/seed/products/kirloskar-tv1.svg');
    expect(picture).toHaveAttribute('width', '80');
    expect(picture).toHaveAttribute('height', '60');
    expect(within(rowOf('Kirloskar TV1 Diesel Engine')).getByText('Id: engine-1')).toBeInTheDocument();
    expect(within(rowOf('Kirloskar TV1 Diesel Engine')).getByText('$1,250')).toBeInTheDocument();
    expect(within(rowOf('Kirloskar TV1 Diesel Engine')).getByText('Available')).toBeInTheDocument();
    expect(within(rowOf('Honda GX160 Water Pump')).getByText('Un Available')).toBeInTheDocument();
    // Nobody can buy a sold machine: advertising it is not offered.
    expect(within(rowOf('Honda GX160 Water Pump')).queryByRole('button', { name: /^Advertise/ })).not.toBeInTheDocument();
    expect(within(rowOf('JINTIAN R170A')).getByText('Running: HomePageAdds')).toBeInTheDocument();
    expect(within(rowOf('JINTIAN R170A')).queryByRole('button', { name: /^Advertise/ })).not.toBeInTheDocument();
  });

  it('each row draws its views of the last 30 days, says them in words and leads to its insights', async () => {
    const { calls } = renderMyProducts(listOf([engine, soldPump]));

    await screen.findByText('Kirloskar TV1 Diesel Engine');
    const row = rowOf('Kirloskar TV1 Diesel Engine');
    expect(await within(row).findByText('4 views in 30 days')).toBeInTheDocument();
    // The line is decoration: the words say it.
    const sparkline = row.querySelector('[data-sparkline]');
    expect(sparkline).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByRole('link', { name: 'Insights of Kirloskar TV1 Diesel Engine' })).toHaveAttribute('href', '/dashboard/insights/engine-1');
    expect(await within(rowOf('Honda GX160 Water Pump')).findByText('0 views in 30 days')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/insights/listings/engine-1')?.query).toEqual({ days: '30' });
  });

  it('a product without a picture shows the placeholder', async () => {
    renderMyProducts(listOf([testProduct({ productName: 'Unnamed pump', picture: '' })]));

    await screen.findByText('Unnamed pump');
    expect(within(rowOf('Unnamed pump')).getByRole('img', { name: 'Unnamed pump' })).toHaveAttribute('src', '/placeholder/no-image.svg');
  });

  it('the advertise menu offers "HomePage adds cos.5/1d" and "Super Add 15/month"', async () => {
    renderMyProducts(listOf([engine]));

    await userEvent.click(await screen.findByRole('button', { name: 'Advertise Kirloskar TV1 Diesel Engine' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('HomePage adds cos.5/1d');
    expect(items[1]).toHaveAccessibleName('Super Add 15/month');
  });

  it('"HomePage adds cos.5/1d" starts the advertisement, says so and shows it running', async () => {
    let running = false;
    const { calls } = renderMyProducts((call) => {
      if (call.method === 'GET' && call.path === '/myProducts') return page([running ? { ...engine, advertiseName: 'HomePageAdds' } : engine]);
      if (call.method === 'PUT' && call.path === '/advertised/products/engine-1') {
        running = true;
        return ok({ ...engine, advertiseName: 'HomePageAdds' }, {}, 'Your advertisement is running: HomePageAdds.');
      }
      return undefined;
    });

    await chooseOffer('Kirloskar TV1 Diesel Engine', 'HomePage adds cos.5/1d');

    expect(await screen.findByText('Your advertisement is running: HomePageAdds.')).toBeInTheDocument();
    expect(await screen.findByText('Running: HomePageAdds')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ advertiseName: 'HomePageAdds' });
    // The home page's Advertisement Area asks again, so the new advertisement shows there too.
    await waitFor(() => expect(calls.filter((call) => call.path === '/advertised/products')).toHaveLength(2));
  });

  it('a refused advertisement shows the API’s message', async () => {
    renderMyProducts((call) => {
      // Sold since the list was read: the page still offers Advertise, the API refuses.
      if (call.method === 'GET') return page([engine]);
      if (call.method === 'PUT') return refused(409, 'A sold product cannot be advertised.');
      return undefined;
    });

    await chooseOffer('Kirloskar TV1 Diesel Engine', 'HomePage adds cos.5/1d');

    expect(await screen.findByText('A sold product cannot be advertised.')).toBeInTheDocument();
  });

  it('"Super Add 15/month" says it is not implemented and sends nothing', async () => {
    const { calls } = renderMyProducts(listOf([engine]));

    await chooseOffer('Kirloskar TV1 Diesel Engine', 'Super Add 15/month');

    expect(await screen.findByText('This Functionality is not implement yet.')).toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('marks a sold listing "Sold" beside its name', async () => {
    renderMyProducts(listOf([engine, soldPump]));

    await screen.findByText('Kirloskar TV1 Diesel Engine');
    expect(within(rowOf('Honda GX160 Water Pump')).getByText('Sold', { exact: true })).toBeVisible();
    expect(within(rowOf('Kirloskar TV1 Diesel Engine')).queryByText('Sold', { exact: true })).not.toBeInTheDocument();
  });

  it('Edit opens the listing’s form', async () => {
    renderMyProducts(listOf([engine]));

    expect(await screen.findByRole('link', { name: 'Edit Kirloskar TV1 Diesel Engine' })).toHaveAttribute('href', '/dashboard/editProduct/engine-1');
  });

  it('Delete asks first, then takes the listing off: the API’s message, the row leaves, and the advertisements are asked again', async () => {
    let deleted = false;
    const { calls } = renderMyProducts((call) => {
      if (call.method === 'GET' && call.path === '/myProducts') return page(deleted ? [advertised] : [engine, advertised]);
      if (call.method === 'DELETE' && call.path === '/products/engine-1') {
        deleted = true;
        return ok({ acknowledged: true, message: 'Kirloskar TV1 Diesel Engine was taken off the marketplace.' }, {}, 'Kirloskar TV1 Diesel Engine was taken off the marketplace.');
      }
      return undefined;
    });

    await takeConfirmedStep(calls, {
      button: 'Delete Kirloskar TV1 Diesel Engine',
      dialog: 'Delete Kirloskar TV1 Diesel Engine?',
      says: 'Its open requests are withdrawn and their buyers are told.',
      confirm: 'Delete',
      method: 'DELETE',
    });

    expect(await screen.findByText('Kirloskar TV1 Diesel Engine was taken off the marketplace.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Kirloskar TV1 Diesel Engine')).not.toBeInTheDocument());
    expect(screen.getByText('JINTIAN R170A')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/products/engine-1', query: {}, body: undefined }]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/advertised/products')).toHaveLength(2));
  });

  it('Keep it deletes nothing', async () => {
    const { calls } = renderMyProducts(listOf([engine]));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kirloskar TV1 Diesel Engine' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Kirloskar TV1 Diesel Engine?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText('Kirloskar TV1 Diesel Engine')).toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('a refused delete shows the API’s message and the listing stays', async () => {
    renderMyProducts((call) => {
      if (call.method === 'GET') return page([engine]);
      if (call.method === 'DELETE') return refused(403, 'Only the seller of this listing or an admin may delete it.');
      return undefined;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kirloskar TV1 Diesel Engine' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Only the seller of this listing or an admin may delete it.')).toBeInTheDocument();
    expect(screen.getByText('Kirloskar TV1 Diesel Engine')).toBeInTheDocument();
  });

  it('says "No products yet" with a total of 0', async () => {
    renderMyProducts(listOf([]));

    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rahim Uddin, You Have total: 0 Products' })).toBeInTheDocument();
  });
});
