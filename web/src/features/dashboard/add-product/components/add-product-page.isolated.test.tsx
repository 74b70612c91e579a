import { sampleListing } from '@api-test/sample-listing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInRoutes, type CurrentUser } from '@/features/auth';
import { uploadImage, UploadError } from '@/lib/upload/upload-image';
import { fakeAuth } from '@/testing/fake-firebase';
import { testPriceGuide } from '@/testing/insights';
import { testProduct } from '@/testing/products';
import { renderRoutes, testUser } from '@/testing/render';
import { fillIn } from '@/testing/typing';
import { MyProductsPage } from '../../my-products/components/my-products-page';
import { ok, page, refused, stubApi, type ApiCall } from '../../testing/stub-api';
import { AddProductPage } from './add-product-page';

// Uploads go to storage through Firebase or the local upload route, neither of which runs in
// jsdom: uploadImage is mocked. The API is faked at fetch. Everything else is the real screen.
vi.mock('@/lib/upload/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload/upload-image')>()),
  uploadImage: vi.fn(),
}));
const upload = vi.mocked(uploadImage);

const PICTURE_URL = 'http://127.0.0.1:5000/api/uploads/products/engine.webp';
const picture = new File(['png'], 'engine.png', { type: 'image/png' });

const seller = testUser({ uid: 'uid-seller-1', email: 'seller@machinery.test', displayName: 'Rahim Uddin', role: 'seller', sellerVerify: true });
const admin = testUser({ uid: 'uid-admin-1', email: 'admin@machinery.test', displayName: 'Nadia Karim', role: 'admin', adminVerify: true });

// A form of seventeen fields is slow to render and fill in jsdom, more so on a busy machine:
// these tests get more time than the defaults, which suit small screens.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  upload.mockReset();
});

async function renderAddProduct(user: CurrentUser, answer: (call: ApiCall) => Response | undefined = () => undefined, myProducts = <h1>My Products page</h1>) {
  // The price band asks for the guide as the seller types; these tests are about what the form sends.
  const guide = (call: ApiCall) => call.path === '/insights/price-guide';
  const api = stubApi((call) => (guide(call) ? ok(testPriceGuide) : answer(call)), { unrecorded: guide });
  // Inside the signed-in part, as the dashboard mounts it: no reactfire providers around the screen,
  // whose uploads load the Firebase SDKs when they start.
  const view = renderRoutes(
    [
      signedInRoutes([
        { path: '/dashboard/addProduct', element: <AddProductPage /> },
        { path: '/dashboard/myProducts', element: myProducts },
      ]),
    ],
    { path: '/dashboard/addProduct', user },
  );
  await screen.findByRole('heading', { level: 1, name: 'Add Product' });
  // The sale's fields and the button come in the form's second turn (listing-form.tsx).
  await screen.findByRole('button', { name: 'Add Product' });
  return { ...api, ...view };
}

// hidden: true skips the computed-style visibility check, slow on a form this size in jsdom.
const textbox = (name: string) => screen.getByRole('textbox', { name, hidden: true });
const number = (name: string) => screen.getByRole('spinbutton', { name, hidden: true });

/** Each field of the sample listing, by the label the seller reads. */
const labels: Record<keyof typeof sampleListing, string> = {
  productName: 'Product name',
  categoryCompany: 'Company / model',
  categorySize: 'Machine size',
  categorySelf: 'Self start',
  madeOf: 'Origin',
  ignitionMode: 'Ignition mode',
  speedCoolingCylinder: 'Cooling system',
  pressureImpulse: 'Pressure impulse',
  pistonMovement: 'Piston movement',
  fuel: 'Fuel type',
  details: 'Details',
  location: 'Location',
  resalePrice: 'Resale price',
  originalPrice: 'Original price',
  mfYear: 'Manufacturing year',
  yearOfUse: 'Years of use',
  sellerNumber: 'Phone number (optional)',
};

/** The file input of the listing's pictures. */
const picturesInput = () => screen.getByLabelText(/^Pictures/);

/** Fills the form's fields with the sample listing. */
async function fillFields() {
  for (const [name, label] of Object.entries(labels) as [keyof typeof sampleListing, string][]) {
    const value = sampleListing[name];
    await fillIn(typeof value === 'number' ? number(label) : textbox(label), String(value));
  }
}

/** Fills the form with the sample listing and chooses its picture. */
async function fillProduct() {
  await fillFields();
  await userEvent.upload(picturesInput(), picture);
}

/** The Idempotency-Key of each post, in order; the form's other calls (its price guide) have none. */
const idempotencyKeys = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

const listed = () => ok(testProduct({ _id: 'new-product' }), {}, 'Dear Rahim Uddin, your product is added successfully.');

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Product' }));

describe('Add Product', { timeout: 30_000 }, () => {
  it('shows the seller panel and every field with its label and hints', async () => {
    await renderAddProduct(seller);

    expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('seller@machinery.test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();

    const textFields = ['Product name', 'Company / model', 'Origin', 'Ignition mode', 'Cooling system', 'Pressure impulse', 'Piston movement', 'Details'];
    for (const label of [...textFields, 'Location']) expect(textbox(label)).toBeInTheDocument();
    expect(textbox('Machine size')).toHaveAttribute('placeholder', '20 / 32 / 40');
    expect(textbox('Self start')).toHaveAttribute('placeholder', 'no / yes');
    expect(textbox('Fuel type')).toHaveAttribute('placeholder', 'diesel / petrol');
    for (const label of ['Resale price', 'Original price', 'Manufacturing year', 'Years of use']) expect(number(label)).toBeInTheDocument();
    expect(textbox('Phone number (optional)')).not.toBeRequired();
    expect(picturesInput()).toHaveAttribute('accept', 'image/*');
    expect(picturesInput()).toHaveAttribute('multiple');
    expect(screen.getByRole('form', { name: 'Add Product' })).toHaveAttribute('novalidate');
  });

  it('an empty submit shows the messages under the fields and sends nothing', async () => {
    const { calls } = await renderAddProduct(seller);

    await submit();

    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('A listing needs at least one picture')).toBeInTheDocument();
    expect(screen.getByText('Resale price must be a number')).toBeInTheDocument();
    expect(screen.getByText('Fuel type is required')).toBeInTheDocument();
    expect(textbox('Product name')).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('anyone but a seller is told "Dear {name} are a {role}, only seller can add a product." and nothing is posted', async () => {
    const { calls } = await renderAddProduct(admin);
    await fillProduct();

    await submit();

    expect(await screen.findByText('Dear Nadia Karim are a admin, only seller can add a product.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('a seller’s product: the picture is uploaded with its progress, then posted, then the seller lands on My Products', async () => {
    let finishUpload: (url: string) => void = () => {};
    upload.mockImplementation((_file, _purpose, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => (finishUpload = resolve));
    });
    const { calls, router } = await renderAddProduct(seller, (call) => (call.method === 'POST' && call.path === '/products' ? listed() : undefined));
    await fillProduct();
    expect((await screen.findByRole('img', { name: 'Picture 1' })).getAttribute('src')).toMatch(/^data:image\/png/);

    await submit();

    const progress = await screen.findByRole('progressbar', { name: 'Uploading picture 1' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(calls).toEqual([]);
    finishUpload(PICTURE_URL);

    expect(await screen.findByText('Dear Rahim Uddin, your product is added successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Products page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/myProducts');
    expect(upload).toHaveBeenCalledWith(picture, 'product', expect.any(Function), expect.any(Function));
    // To Cloud Storage it would go with the app's Auth and Storage SDKs, loaded as it starts.
    await expect(upload.mock.calls[0]?.[3]()).resolves.toEqual({ auth: fakeAuth, storage: expect.anything() });
    expect(calls).toEqual([{ method: 'POST', path: '/products', query: {}, body: { ...sampleListing, pictures: [PICTURE_URL] } }]);
  });

  it('after adding, My Products opens with the new listing first, marked "New" and scrolled into view', async () => {
    upload.mockResolvedValue(PICTURE_URL);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const older = testProduct({ _id: 'older-product', productName: 'Older pump' });
    const added = testProduct({ _id: 'new-product', productName: 'Lister Petter TS1' });
    const { router } = await renderAddProduct(
      seller,
      (call) => {
        if (call.method === 'POST' && call.path === '/products') return listed();
        if (call.method === 'GET' && call.path === '/myProducts') return page([added, older]);
        return undefined;
      },
      <MyProductsPage />,
    );
    await fillProduct();

    await submit();

    // The spec's message, and its route.
    expect(await screen.findByText('Dear Rahim Uddin, your product is added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myProducts'));
    const mark = await screen.findByText('New');
    const row = mark.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Lister Petter TS1');
    expect(row).toHaveAttribute('data-highlighted');
    expect(screen.getByText('Older pump').closest('tr')).not.toHaveAttribute('data-highlighted');
    expect(screen.getAllByText('New')).toHaveLength(1);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(row));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    scrolled.mockRestore();
  });

  it('a failed upload says why, posts nothing and keeps the form as it was', async () => {
    upload.mockRejectedValue(new UploadError('The picture is larger than 5 MB, even after scaling it down.'));
    const { calls } = await renderAddProduct(seller);
    await fillProduct();

    await submit();

    expect(await screen.findByText('The picture is larger than 5 MB, even after scaling it down.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(textbox('Product name')).toHaveValue(sampleListing.productName);
    expect(number('Resale price')).toHaveValue(sampleListing.resalePrice);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a refused post shows the API’s message, keeps the form, and a retry sends the same Idempotency-Key without uploading the picture again', async () => {
    upload.mockResolvedValue(PICTURE_URL);
    let attempts = 0;
    const { calls, router, fetchMock } = await renderAddProduct(seller, (call) => {
      if (call.method !== 'POST') return undefined;
      attempts += 1;
      return attempts === 1 ? refused(400, 'Invalid picture: upload the picture to our image storage first.') : listed();
    });
    await fillProduct();

    await submit();

    expect(await screen.findByText('Invalid picture: upload the picture to our image storage first.')).toBeInTheDocument();
    expect(textbox('Location')).toHaveValue('Chapai-Nawabganj');
    expect(router.state.location.pathname).toBe('/dashboard/addProduct');

    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myProducts'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => (call.body as { pictures: string[] }).pictures)).toEqual([[PICTURE_URL], [PICTURE_URL]]);
    // One fill of the form, one name for its submissions: the API stores the listing once.
    const [first, retry] = idempotencyKeys(fetchMock);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(retry).toBe(first);
  });

  it('a double click uploads the picture once and lists the machine under one Idempotency-Key', async () => {
    let finishUpload: (url: string) => void = () => {};
    upload.mockImplementation(() => new Promise((resolve) => (finishUpload = resolve)));
    const { router, fetchMock } = await renderAddProduct(seller, (call) => (call.method === 'POST' ? listed() : undefined));
    await fillProduct();

    await userEvent.dblClick(screen.getByRole('button', { name: 'Add Product' }));
    finishUpload(PICTURE_URL);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myProducts'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(new Set(idempotencyKeys(fetchMock)).size).toBe(1);
  });

  it('an admin is told up front that only a seller can add a product', async () => {
    await renderAddProduct(admin);

    const note = screen.getByText(/^Only a seller can add a product/);
    expect(note).toHaveTextContent('Only a seller can add a product: you are signed in as an admin.');
    expect(within(screen.getByRole('form', { name: 'Add Product' })).getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });
});

describe('Add Product with several pictures', { timeout: 30_000 }, () => {
  const STORED = 'http://127.0.0.1:5000/api/uploads/products';
  const photo = (name: string) => new File(['png'], `${name}.png`, { type: 'image/png' });
  const tiles = () => within(screen.getByRole('list', { name: 'Chosen pictures, the first is the cover' })).getAllByRole('listitem');

  beforeEach(() => {
    upload.mockImplementation(async (file) => `${STORED}/${file.name}`);
  });

  /** The form filled in with the sample listing and these pictures chosen, in this order; the API lists it. */
  async function fillWithPictures(...names: string[]) {
    const api = await renderAddProduct(seller, (call) => (call.method === 'POST' ? listed() : undefined));
    await fillFields();
    await userEvent.upload(picturesInput(), names.map(photo));
    return api;
  }

  /** Waits for the listing to be posted: the addresses of its pictures, in the order posted. */
  async function picturesPosted(calls: ApiCall[]) {
    await screen.findByRole('heading', { name: 'My Products page' });
    return (calls.find((call) => call.method === 'POST')?.body as { pictures: string[] }).pictures;
  }

  it('each picture has its own progress bar while it uploads, and they are posted in the order shown, the first the cover', async () => {
    const finish: Record<string, (url: string) => void> = {};
    upload.mockImplementation((file, _purpose, onProgress) => {
      onProgress?.(file.name === 'front.png' ? 0.25 : 0.75);
      return new Promise((resolve) => (finish[file.name] = resolve));
    });
    const { calls } = await fillWithPictures('front', 'side');
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(tiles()[1]!).queryByText('Cover')).not.toBeInTheDocument();

    await submit();

    expect(await screen.findByRole('progressbar', { name: 'Uploading picture 1' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Uploading picture 2' })).toHaveAttribute('aria-valuenow', '75');
    finish['side.png']?.(`${STORED}/side.png`);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading picture 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Uploading picture 1' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    finish['front.png']?.(`${STORED}/front.png`);

    expect(await picturesPosted(calls)).toEqual([`${STORED}/front.png`, `${STORED}/side.png`]);
  });

  it('Move earlier and Move later reorder the pictures from the keyboard: focus follows the picture, a screen reader hears where it went, and the order is the one sent', async () => {
    const { calls } = await fillWithPictures('front', 'side', 'plate');
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move picture 3 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 2 earlier' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    // The plate is the cover now: its Move earlier is off, so focus waits on its Move later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 1 later' })).toHaveFocus());
    expect(screen.getByText('Picture 2 moved to place 1 of 3, the cover.')).toBeInTheDocument();
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 2 later' })).toHaveFocus());
    await submit();

    expect(await picturesPosted(calls)).toEqual([`${STORED}/front.png`, `${STORED}/plate.png`, `${STORED}/side.png`]);
  });

  it('a picture dragged onto another’s place moves there', async () => {
    const { calls } = await fillWithPictures('front', 'side', 'plate');
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'all', dropEffect: 'none' };

    const [first, , third] = tiles();
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.dragEnd(third!, { dataTransfer });

    await waitFor(() => expect(screen.getByText('Picture 3 moved to place 1 of 3, the cover.')).toBeInTheDocument());
    await submit();
    expect(await picturesPosted(calls)).toEqual([`${STORED}/plate.png`, `${STORED}/front.png`, `${STORED}/side.png`]);
  });

  it('Remove takes one picture out and focus goes to the picture that took its place', async () => {
    const { calls } = await fillWithPictures('front', 'side');

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));

    expect(tiles()).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove picture 1' })).toHaveFocus());
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    await submit();
    expect(await picturesPosted(calls)).toEqual([`${STORED}/side.png`]);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a thirteenth picture is refused with the contract’s message and the twelve chosen stay', async () => {
    await renderAddProduct(seller);
    await userEvent.upload(picturesInput(), Array.from({ length: 12 }, (_, place) => photo(`view-${place + 1}`)));
    expect(tiles()).toHaveLength(12);
    expect(screen.queryByText('A listing has at most 12 pictures')).not.toBeInTheDocument();

    await userEvent.upload(picturesInput(), photo('view-13'));

    expect(await screen.findByText('A listing has at most 12 pictures')).toBeInTheDocument();
    expect(tiles()).toHaveLength(12);
    expect(picturesInput()).toHaveAccessibleDescription(/12 chosen/);
    expect(upload).not.toHaveBeenCalled();
  });
});
