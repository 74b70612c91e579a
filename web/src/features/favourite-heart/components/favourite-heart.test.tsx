import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi, type ApiCall } from '@/features/dashboard/testing/stub-api';
import type { CurrentUser } from '@/features/auth';
import { renderWithProviders, testUser } from '@/testing/render';
import { FavouriteHeart } from './favourite-heart';

// The API is not running in a component test: fetch is stubbed with the answers it would give.

const buyer = testUser();
const R170A = '4HP Water Cooled Diesel Engine (R170A)';
const GX160 = '5.5HP OHV Petrol Engine (GX160)';

function renderHearts(user: CurrentUser | null = buyer) {
  return renderWithProviders(
    <>
      <FavouriteHeart productId="product-1" machine={R170A} />
      <FavouriteHeart productId="product-2" machine={GX160} />
    </>,
    { user, path: '/category/20?q=diesel' },
  );
}

const savedAsks = (calls: ApiCall[]) => calls.filter((call) => call.path === '/favourites/saved');

/** The API keeps `saved`; PUT and DELETE change it as the real one does. */
function stubFavourites(saved: Set<string>) {
  return stubApi(({ method, path, query }) => {
    if (path === '/favourites/saved') return ok({ productIds: (query.productIds ?? '').split(',').filter((id) => saved.has(id)) });
    const id = path.match(/^\/favourites\/([^/]+)$/)?.[1];
    if (!id) return undefined;
    if (method === 'PUT') {
      saved.add(id);
      return ok({ _id: `uid-buyer-1_${id}`, productId: id, productName: R170A, picture: '', categorySize: '20', location: 'Rajshahi', savedPrice: 185, resalePrice: 185, priceDropped: false, sold: false, withdrawn: false, savedAt: '2026-09-01T10:00:00.000Z' }, {}, `${R170A} is in your favourites.`);
    }
    if (method === 'DELETE') {
      saved.delete(id);
      return ok({ acknowledged: true, message: 'Removed from your favourites.' }, {}, 'Removed from your favourites.');
    }
    return undefined;
  });
}

const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, path }) => `${method} ${path}`);

/** The stubbed API answers the first save only once `release` is called: a call still on its way. */
function holdSaving(stub: ReturnType<typeof stubApi>) {
  const answer = stub.fetchMock.getMockImplementation();
  if (!answer) throw new Error('The API is not stubbed');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  stub.fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT' && first) {
      first = false;
      const answered = answer(input, init);
      await held;
      return answered;
    }
    return answer(input, init);
  });
  return { calls: stub.calls, release };
}

/** The hearts drawn, nothing saved, and the first save's answer held back until `release`. */
async function heartWithSaveHeld() {
  const saved = new Set<string>();
  const { calls, release } = holdSaving(stubFavourites(saved));
  renderHearts();
  const heart = await screen.findByRole('button', { name: `Save ${R170A} to favourites` });
  await waitFor(() => expect(heart).toBeEnabled());
  return { saved, calls, release, heart };
}

describe('the heart of a machine', () => {
  it('signed out, it is a heart that leads to Sign In and back to this page', async () => {
    const { calls } = stubApi(() => undefined);
    const { router } = renderHearts(null);

    const heart = screen.getByRole('button', { name: `Save ${R170A} to favourites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Sign in to save machines');
    await userEvent.click(heart);

    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/category/20', search: '?q=diesel' } });
    expect(calls).toEqual([]);
  });

  it('signed in, every heart of the page learns in one call whether its machine is saved', async () => {
    const { calls } = stubFavourites(new Set(['product-2']));
    renderHearts();

    const saved = await screen.findByRole('button', { name: `Remove ${GX160} from favourites` });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    const notSaved = screen.getByRole('button', { name: `Save ${R170A} to favourites` });
    await waitFor(() => expect(notSaved).toBeEnabled());
    expect(notSaved).toHaveAttribute('aria-pressed', 'false');
    expect(savedAsks(calls)).toEqual([{ method: 'GET', path: '/favourites/saved', query: { productIds: 'product-1,product-2' }, body: undefined }]);
  });

  it('pressing it saves the machine, pressing again takes it out, each said by the API', async () => {
    const saved = new Set<string>();
    const { calls } = stubFavourites(saved);
    renderHearts();

    const heart = await screen.findByRole('button', { name: `Save ${R170A} to favourites` });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);

    expect(await screen.findByText(`${R170A} is in your favourites.`)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName(`Remove ${R170A} from favourites`);
    expect(heart).toHaveFocus();
    expect(saved.has('product-1')).toBe(true);

    await userEvent.click(heart);
    expect(await screen.findByText('Removed from your favourites.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method !== 'GET').map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /favourites/product-1', 'DELETE /favourites/product-1']);
    // The hearts' state came from the first question: pressing them asked nothing more.
    expect(savedAsks(calls)).toHaveLength(1);
  });

  it('a press while the first is on its way is kept: the heart shows it at once, and the API hears it after', async () => {
    const { saved, calls, release, heart } = await heartWithSaveHeld();
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The user changes their mind before the API has answered.
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(changes(calls)).toEqual(['PUT /favourites/product-1']);

    release();
    expect(await screen.findByText('Removed from your favourites.')).toBeInTheDocument();
    expect(changes(calls)).toEqual(['PUT /favourites/product-1', 'DELETE /favourites/product-1']);
    expect(saved.has('product-1')).toBe(false);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('two presses while a save is on its way leave it saved, with no second call', async () => {
    const { saved, calls, release, heart } = await heartWithSaveHeld();
    await userEvent.click(heart);
    await userEvent.click(heart);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    release();
    expect(await screen.findByText(`${R170A} is in your favourites.`)).toBeInTheDocument();
    expect(changes(calls)).toEqual(['PUT /favourites/product-1']);
    expect(saved.has('product-1')).toBe(true);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refusal puts the heart back and says why', async () => {
    stubApi(({ method, path }) => {
      if (path === '/favourites/saved') return ok({ productIds: [] });
      if (method === 'PUT') return refused(404, 'No product with that id.');
      return undefined;
    });
    renderHearts();

    const heart = await screen.findByRole('button', { name: `Save ${R170A} to favourites` });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);

    expect(await screen.findByText('No product with that id.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName(`Save ${R170A} to favourites`);
  });
});
