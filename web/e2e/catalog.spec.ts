import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signIn } from './support/auth.js';

// Seeded products (emulators/seed/data.ts). The buyer has not booked the Yanmar in the seed, and
// no other journey books it; the Honda GX160 belongs to the verified seller and is not sold.
const YANMAR_L48N = { id: '5LJF3hBGZW3M4Fz6Hq2A', name: '4.7HP Air Cooled Diesel Engine (L48N)' };
const HONDA_GX160 = { id: 'UXXFWXLCpaNfhs0gCa05', name: '5.5HP OHV Petrol Engine (GX160)' };

/**
 * Clicks "Load more" until every page has arrived. Cards past the first screen render a few at a
 * time after it, so callers wait for the count they expect rather than read it once.
 */
async function loadEveryProduct(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) {
    const before = await cards.count();
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  return cards;
}

test.describe('a buyer browsing the catalog', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'buyer@machinery.test');
  });

  test('sees every product on "See All Products", as many cards as the heading counts', async ({ page }) => {
    await page.getByRole('link', { name: 'See All Products' }).click();
    await expect(page).toHaveURL(/\/category\/all$/);

    const heading = page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ });
    await expect(heading).toBeVisible();
    const total = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    // 14 are seeded; other journeys of the same run may have added more.
    expect(total).toBeGreaterThanOrEqual(14);
    await expect(await loadEveryProduct(page)).toHaveCount(total);
  });

  test('on a phone, a settled list runs no animation: the cards waiting out of view stand still', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/category/all');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Some cards are outlines, drawn once they come near view.
    const drawn = page.getByRole('main').getByRole('button', { name: /^Enlarge the picture of / });
    await expect.poll(async () => (await cards.count()) - (await drawn.count())).toBeGreaterThan(0);
    // A pulse restyles its shapes every frame, presses included, for nobody to see.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
  });

  test('opens size 20, enlarges a picture in the photo viewer and closes it with Escape', async ({ page }) => {
    await page.locator('#category').getByRole('link', { name: /Size: 20\b/ }).click();
    await expect(page).toHaveURL(/\/category\/20$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Found 20 Size Category: \d+ Product$/ })).toBeVisible();

    const card = page.getByRole('article', { name: YANMAR_L48N.name });
    await expect(card.getByText('Machine size', { exact: true })).toBeVisible();
    const picture = card.getByRole('button', { name: `Enlarge the picture of ${YANMAR_L48N.name}` });
    await picture.click();

    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: YANMAR_L48N.name })).toBeVisible();
    await expect(viewer.getByText(YANMAR_L48N.name)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Rotate' }).click();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(picture).toBeFocused();
  });

  test('the photo viewer answers a tap in the first frame: the page is dimmed at once', async ({ page }) => {
    await page.locator('#category').getByRole('link', { name: /Size: 20\b/ }).click();
    const picture = page.getByRole('article', { name: YANMAR_L48N.name }).getByRole('button', { name: `Enlarge the picture of ${YANMAR_L48N.name}` });
    await expect(picture).toBeVisible();
    // What the frame after the click shows: the page dimmed while the viewer is drawn, or the
    // viewer's backdrop. A frame looking like the page before the tap made the tap seem unanswered.
    await page.evaluate(() => {
      const dark = (element: Element | null, read: (style: CSSStyleDeclaration) => number) => element !== null && read(getComputedStyle(element)) >= 0.35;
      const alpha = (style: CSSStyleDeclaration) => Number(/rgba?\([^)]*[,/]\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? 1);
      document.addEventListener('click', () =>
        requestAnimationFrame(() => {
          const dimmed =
            dark(document.querySelector('[data-testid="photo-viewer-opening"]'), alpha) ||
            dark(document.querySelector('.PhotoView-Slider__Backdrop'), (style) => Number(style.opacity));
          document.documentElement.dataset.firstFrame = dimmed ? 'dimmed' : 'as before';
        }),
      );
    });
    await picture.click();

    await expect(page.locator('html')).toHaveAttribute('data-first-frame', 'dimmed');
    await expect(page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('img', { name: YANMAR_L48N.name })).toBeVisible();
    await expect(page.getByTestId('photo-viewer-opening')).toHaveCount(0);
  });

  test('Escape pressed the moment the photo viewer has faded in still closes it', async ({ page }) => {
    await page.locator('#category').getByRole('link', { name: /Size: 20\b/ }).click();
    const card = page.getByRole('article', { name: YANMAR_L48N.name });
    const picture = card.getByRole('button', { name: `Enlarge the picture of ${YANMAR_L48N.name}` });
    await expect(picture).toBeVisible();
    // The viewer's fade-in ends with an event the viewer answers a moment later; a key pressed
    // within that moment once left it open and invisible over the page. The key is sent from the
    // fade's own end, as a fast hand would, so the moment is hit every time.
    await page.evaluate(() => {
      window.addEventListener('animationend', function pressEscapeOnFadeIn(event) {
        if (!(event.target instanceof Element) || !event.target.classList.contains('PhotoView-Slider__fadeIn')) return;
        window.removeEventListener('animationend', pressEscapeOnFadeIn);
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        document.documentElement.dataset.escapePressed = 'on fade-in';
      });
    });
    await picture.click();

    await expect(page.locator('html')).toHaveAttribute('data-escape-pressed', 'on fade-in');
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeHidden();
    await expect(picture).toBeFocused();
    await expect(picture).toBeVisible();
  });

  test('books a product with a phone number and a location and sees the success toast', async ({ page }) => {
    await page.goto(`/product/${YANMAR_L48N.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'product details' })).toBeVisible();
    const bookNow = page.getByRole('article', { name: YANMAR_L48N.name }).getByRole('button', { name: 'Book now' });
    await bookNow.click();

    const dialog = page.getByRole('dialog', { name: YANMAR_L48N.name });
    await expect(dialog.getByText('Price: $360')).toBeVisible();
    // The buyer's e-mail is shown as text, not as a read-only field; the focus waits in Phone Number.
    await expect(dialog.getByRole('definition').filter({ hasText: 'buyer@machinery.test' })).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toBeFocused();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Phone Number must be 6 to 15 digits')).toBeVisible();

    await dialog.getByLabel('Phone Number').fill('01811223344');
    await dialog.getByLabel('Location Pls').fill('Rajshahi');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Dear Tanvir Ahmed, Your Successfully Booked.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  test('gets the 404 page for a product that does not exist', async ({ page }) => {
    await page.goto('/product/noSuchProduct000');
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  });
});

test('a seller cannot book their own product: "Book now" is disabled and says why', async ({ page }) => {
  await signIn(page, 'seller@machinery.test');
  await page.goto(`/product/${HONDA_GX160.id}`);

  const card = page.getByRole('article', { name: HONDA_GX160.name });
  await expect(card.getByRole('button', { name: 'Book now' })).toBeDisabled();
  await expect(card.getByText('This is your product')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Verified seller' })).toBeVisible();
});
