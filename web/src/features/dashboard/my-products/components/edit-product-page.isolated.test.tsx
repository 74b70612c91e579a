import { sampleListing } from '@api-test/sample-listing';
import type { Product } from '@contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/ui/error-page';
import { signedInRoutes } from '@/features/auth';
import { useAdvertisedProducts } from '@/features/home/api/get-advertised-products';
import { uploadImage } from '@/lib/upload/upload-image';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { testPriceGuide } from '@/testing/insights';
import { ok, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { EditProductPage } from './edit-product-page';

// Uploads go to storage through Firebase or the local upload route, neither of which runs in
// jsdom: uploadImage is mocked. The API is faked at fetch. Everything else is the real screen.
vi.mock('@/lib/upload/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload/upload-image')>()),
  uploadImage: vi.fn(),
}));
const upload = vi.mocked(uploadImage);

// A form of seventeen fields is slow to render in jsdom, more so on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const STORED = 'http://127.0.0.1:5000/api/uploads/products/uid-seller-1';
const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });
const engine = testProduct({
  _id: 'engine-1',
  sellerUid: seller.uid,
  sellerEmail: seller.email,
  sellerNumber: '01712345678',
  picture: `${STORED}/front.webp`,
  pictures: [`${STORED}/front.webp`, `${STORED}/side.webp`],
});

beforeEach(() => {
  upload.mockReset();
  upload.mockImplementation(async (file) => `${STORED}/${file.name}`);
});

/** Stands for the home page's Advertisement Area, which reads the advertised products' key. */
function AdvertisementArea() {
  const { data } = useAdvertisedProducts();
  return <p>Advertised: {data?.length ?? 'none yet'}</p>;
}

async function renderEdit(product: Product, answer: (call: ApiCall) => Response | undefined = () => undefined, user = seller) {
  // The price band asks for the guide as the seller types; these tests are about what the form sends.
  const guide = (call: ApiCall) => call.path === '/insights/price-guide';
  const api = stubApi(
    (call) => {
      if (call.method === 'GET' && call.path === `/product/${product._id}`) return ok(product);
      if (call.path === '/advertised/products') return ok([]);
      if (guide(call)) return ok(testPriceGuide);
      return answer(call);
    },
    { unrecorded: guide },
  );
  // Inside the signed-in part, as the dashboard mounts it: no reactfire providers around the screen,
  // whose uploads load the Firebase SDKs when they start.
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <AdvertisementArea />
          </>
        ),
        errorElement: <ErrorPage />,
        children: [
          signedInRoutes([
            { path: '/dashboard/editProduct/:id', element: <EditProductPage /> },
            { path: '/dashboard/myProducts', element: <h1>My Products page</h1> },
          ]),
        ],
      },
    ],
    { path: `/dashboard/editProduct/${product._id}`, user },
  );
  await screen.findByRole('heading', { level: 1, name: 'Edit Product' });
  // The sale's fields and the button come in the form's second turn (listing-form.tsx).
  if (user.uid === product.sellerUid) await screen.findByRole('button', { name: 'Save changes' });
  return { ...api, ...view };
}

const form = () => screen.findByRole('form', { name: `Edit ${engine.productName}` });
// hidden: true skips the computed-style visibility check, slow on a form this size in jsdom.
const number = (name: string) => screen.getByRole('spinbutton', { name, hidden: true });
const textbox = (name: string) => screen.getByRole('textbox', { name, hidden: true });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');
const updated = (product: Product) => ok(product, {}, `${product.productName} is updated.`);

describe('Edit Product', { timeout: 30_000 }, () => {
  it('opens the Add Product form filled in with the listing, its pictures in order and the first marked as the cover', async () => {
    await renderEdit(engine);

    await form();
    expect(textbox('Product name')).toHaveValue(sampleListing.productName);
    expect(textbox('Details')).toHaveValue(sampleListing.details);
    expect(number('Resale price')).toHaveValue(sampleListing.resalePrice);
    expect(textbox('Phone number (optional)')).toHaveValue('01712345678');
    const tiles = within(screen.getByRole('list', { name: 'Chosen pictures, the first is the cover' })).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('img').getAttribute('src'))).toEqual(engine.pictures);
    expect(within(tiles[0]!).getByText('Cover')).toBeInTheDocument();
  });

  it('a new price sends the price alone, shows the API’s message, refreshes the advertisements and goes back to My Products', async () => {
    const { calls, router } = await renderEdit(engine, (call) => (call.method === 'PATCH' ? updated({ ...engine, resalePrice: 999 }) : undefined));
    await form();

    await fillIn(number('Resale price'), '999');
    await save();

    expect(await screen.findByText(`${engine.productName} is updated.`)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'My Products page' });
    expect(router.state.location.pathname).toBe('/dashboard/myProducts');
    expect(patches(calls)).toEqual([{ method: 'PATCH', path: '/products/engine-1', query: {}, body: { resalePrice: 999 } }]);
    expect(upload).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.filter((call) => call.path === '/advertised/products')).toHaveLength(2));
  });

  it('pictures reordered from the keyboard and one added: the new one is uploaded with its progress, and the pictures go in their new order', async () => {
    let finishUpload: (url: string) => void = () => {};
    upload.mockImplementation((_file, _purpose, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finishUpload = resolve));
    });
    const { calls } = await renderEdit(engine, (call) => (call.method === 'PATCH' ? updated(engine) : undefined));
    await form();

    screen.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.upload(screen.getByLabelText(/^Pictures/), new File(['png'], 'plate.png', { type: 'image/png' }));
    await save();

    expect(await screen.findByRole('progressbar', { name: 'Uploading picture 3' })).toHaveAttribute('aria-valuenow', '40');
    finishUpload(`${STORED}/plate.webp`);

    await screen.findByRole('heading', { name: 'My Products page' });
    expect(patches(calls).map((call) => call.body)).toEqual([{ pictures: [`${STORED}/side.webp`, `${STORED}/front.webp`, `${STORED}/plate.webp`] }]);
  });

  it('saving without a change says so and sends nothing', async () => {
    const { calls, router } = await renderEdit(engine);
    await form();

    await save();

    expect(await screen.findByText('Nothing to save: the listing is as it was.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    expect(router.state.location.pathname).toBe('/dashboard/editProduct/engine-1');
  });

  it('the shared rules apply: removing every picture is refused in the contract’s words, and nothing is sent', async () => {
    const { calls } = await renderEdit(engine);
    await form();

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await fillIn(textbox('Product name'), ' ');
    await save();

    expect(await screen.findByText('A listing needs at least one picture')).toBeInTheDocument();
    expect(screen.getByText('Product name is required')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('a refused edit shows the API’s message and keeps the form as it was', async () => {
    await renderEdit(engine, (call) => (call.method === 'PATCH' ? refused(403, 'Only the seller of this listing or an admin may edit it.') : undefined));
    await form();

    await fillIn(textbox('Location'), 'Rajshahi');
    await save();

    expect(await screen.findByText('Only the seller of this listing or an admin may edit it.')).toBeInTheDocument();
    expect(textbox('Location')).toHaveValue('Rajshahi');
  });

  it('another seller’s listing is not offered for editing', async () => {
    const other = testUser({ uid: 'uid-seller-2', email: 'other@machinery.test', displayName: 'Karim Mia', role: 'seller' });
    await renderEdit(engine, undefined, other);

    expect(await screen.findByText('Only the seller of this listing can edit it.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a listing that does not exist is the 404 page', async () => {
    stubApi((call) => (call.path === '/advertised/products' ? ok([]) : refused(404, 'No product with that id.')));
    renderRoutes([{ errorElement: <ErrorPage />, children: [signedInRoutes([{ path: '/dashboard/editProduct/:id', element: <EditProductPage /> }])] }], {
      path: '/dashboard/editProduct/gone-1',
      user: seller,
    });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
  });
});
