import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fake-api';
import { testProduct } from '@/testing/products';
import { renderWithProviders, testUser } from '@/testing/render';

// The photo viewer's code comes from the network the first time a picture is pressed. Each test
// starts from a visit where it has not come yet; here the network fails until `online` is set.
let online = false;
/** How often the page asked the network for the viewer's code. */
let fetches = 0;

async function renderCardOffline() {
  vi.resetModules();
  online = false;
  fetches = 0;
  vi.doMock('./photo-viewer', async (importOriginal) => {
    fetches += 1;
    if (!online) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const [{ ProductCard }, { ProductPhotos }] = await Promise.all([import('./product-card'), import('./product-photos')]);
  const product = testProduct();
  renderWithProviders(
    <ProductPhotos products={[product]}>
      <ProductCard product={product} />
    </ProductPhotos>,
    { user: testUser() },
  );
  return { card: within(screen.getByRole('article', { name: product.productName })), product };
}

beforeEach(() => {
  stubFetch();
});

/**
 * Waits for the viewer's opening animation to end: it ends on a timer of the viewer's own
 * (react-photo-view), which, left running, fired after the test's page was torn down. Its end
 * shows in the picture's style: the height no longer transitions.
 */
async function openingEnded(name: string) {
  const picture = within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByRole('img', { name });
  await waitFor(() => expect(picture.style.transition).toContain('height 0ms'));
}

describe('the photo viewer, on a press', () => {
  it('dims the page at once, then opens on the picture, the dimming gone', async () => {
    const { card, product } = await renderCardOffline();
    online = true;
    await userEvent.click(card.getByRole('button', { name: `Enlarge the picture of ${product.productName}` }));
    expect(screen.getByTestId('photo-viewer-opening')).toBeInTheDocument();

    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('img', { name: product.productName })).toBeInTheDocument();
    expect(screen.queryByTestId('photo-viewer-opening')).not.toBeInTheDocument();
    await openingEnded(product.productName);
  });
});

describe('the photo viewer, before any press', () => {
  it('has its code fetched in an idle moment once the pictures are on screen, so a press only opens it', async () => {
    const { card, product } = await renderCardOffline();
    online = true;
    await waitFor(() => expect(fetches).toBe(1), { timeout: 3_000 });

    await userEvent.click(card.getByRole('button', { name: `Enlarge the picture of ${product.productName}` }));
    expect(await screen.findByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
    expect(fetches).toBe(1);
    await openingEnded(product.productName);
  });
});

describe('the photo viewer, when its code cannot be fetched', () => {
  it('says so, leaves the page as it was, and opens on the next press once the network is back', async () => {
    const { card, product } = await renderCardOffline();
    const picture = card.getByRole('button', { name: `Enlarge the picture of ${product.productName}` });

    await userEvent.click(picture);
    expect(await screen.findByText('The photo viewer could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('photo-viewer-opening')).not.toBeInTheDocument();
    expect(picture).toBeVisible();

    online = true;
    await userEvent.click(picture);
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('img', { name: product.productName })).toBeInTheDocument();
    await openingEnded(product.productName);
  });
});
