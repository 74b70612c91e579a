import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, idTokenOf } from './support/accounts.js';
import { signIn } from './support/auth.js';
import { listMachine } from './support/listings.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// Searches for machines of the journey's own, named with a word no other listing has, by
// accounts of its own: the seeded accounts' notifications and lists stay as other journeys expect.

/** A word for this run's machines alone (letters and digits: one word to the search). */
const wordOfRun = () => `quarry${Date.now().toString(36)}`;

/** The seller gives a machine its price through the API, as editing a listing does. */
async function setPrice(request: APIRequestContext, sellerEmail: string, productId: string, resalePrice: number) {
  const { idToken } = await idTokenOf(request, sellerEmail);
  const edited = await request.patch(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${idToken}` }, data: { resalePrice } });
  expect(edited.status()).toBe(200);
}

/** The machines of the results, in their order. */
function results(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
}

/** The bell of the top bar, whatever it counts. */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** Waits until `layer` (a drawer, a dialog) has finished appearing: axe judges colours as shown. */
async function shown(layer: Locator) {
  await expect(layer).toBeVisible();
  await layer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

test('a buyer finds machines by keyword, price and order, the link shows the same, and a saved search tells of a new match', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const word = wordOfRun();
  const seller = await createAccount(request, `Karim Seller ${word}`, 'seller');
  const buyer = await createAccount(request, `Nasrin Buyer ${word}`, 'buyer');
  const cheap = await listMachine(request, seller.email, `Lister ${word} cheap`);
  const middle = await listMachine(request, seller.email, `Lister ${word} middle`);
  const dear = await listMachine(request, seller.email, `Lister ${word} dear`);
  await setPrice(request, seller.email, cheap.id, 300);
  await setPrice(request, seller.email, dear.id, 900);

  // Keywords: the results follow the typing, newest first, and the address keeps them.
  await signIn(page, buyer.email);
  await page.goto('/category/all');
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search machines' }).fill(word);
  await expect(page).toHaveURL(`/category/all?q=${word}`);
  await expect(page.getByText('3 machines match your search')).toBeVisible();
  await expect(results(page)).toHaveText([dear.name, middle.name, cheap.name]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Show All : 3 Product');

  // A price range from the filters beside the results (a wide screen).
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Min price' }).fill('400');
  await filters.getByRole('textbox', { name: 'Max price' }).fill('1000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(results(page)).toHaveText([dear.name, middle.name]);
  await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button')).toHaveText([`Keywords: ${word}`, 'Price from $400', 'Price up to $1,000', 'Clear all']);

  // Cheapest first.
  await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
  await page.getByRole('menuitemradio', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(`/category/all?q=${word}&minPrice=400&maxPrice=1000&sort=price-asc`);
  await expect(results(page)).toHaveText([middle.name, dear.name]);

  // The address, opened in a new page, shows the same search and results.
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect(results(copy)).toHaveText([middle.name, dear.name]);
  await expect(copy.getByRole('searchbox', { name: 'Search machines' })).toHaveValue(word);
  await expect(copy.getByRole('button', { name: 'Sort: Price: low to high' })).toBeVisible();
  await expect(copy.getByText('2 machines match your search')).toBeVisible();
  await copy.close();

  // Back undoes the order, forward brings it again.
  await page.goBack();
  await expect(results(page)).toHaveText([dear.name, middle.name]);
  await page.goForward();
  await expect(results(page)).toHaveText([middle.name, dear.name]);

  // Saved under a name of the buyer's.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await save.getByRole('textbox', { name: 'Name' }).fill('Quarry engines');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: Quarry engines. New machines that match will be in your notifications.')).toBeVisible();
  await expect(save).toBeHidden();

  // The dashboard lists it; its link opens the same results.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Saved searches' }).click();
  const row = page.getByRole('table', { name: 'Your saved searches' }).getByRole('row').filter({ hasText: 'Quarry engines' });
  await expect(row).toContainText(`All sizes · Keywords: ${word} · Price from $400 · Price up to $1,000 · Price: low to high`);
  await row.getByRole('link', { name: 'Quarry engines' }).click();
  await expect(page).toHaveURL(`/category/all?q=${word}&minPrice=400&maxPrice=1000&sort=price-asc`);
  await expect(results(page)).toHaveText([middle.name, dear.name]);

  // A seller lists a machine that matches: the buyer hears of it in the bell.
  const match = await listMachine(request, seller.email, `Lister ${word} new`);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const alert = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: `Unread: New for your saved search "Quarry engines": ${match.name}.` });
  await expect(alert).toBeVisible();
  await alert.click();
  await expect(page).toHaveURL(`/product/${match.id}`);
  await expect(page.getByRole('article', { name: match.name })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('the saved search is deleted from the dashboard after a confirmation', async ({ page, request }) => {
  const word = wordOfRun();
  const buyer = await createAccount(request, `Rafiq Buyer ${word}`, 'buyer');
  const { idToken } = await idTokenOf(request, buyer.email);
  const saved = await request.post('/api/saved-searches', { headers: { Authorization: `Bearer ${idToken}` }, data: { name: `Pumps ${word}`, query: { q: 'pump' } } });
  expect(saved.status()).toBe(201);

  await signIn(page, buyer.email);
  await page.goto('/dashboard/savedSearches');
  const row = page.getByRole('row').filter({ hasText: `Pumps ${word}` });
  await row.getByRole('button', { name: `Delete the saved search Pumps ${word}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the saved search Pumps ${word}?` });
  // The harmless choice has the focus: Enter alone deletes nothing.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('The saved search is deleted.')).toBeVisible();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
});

test('on a tablet, a press on the dimmed page beside the filter drawer closes it, drops what was typed and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/category/all?sort=price-asc');
  await settled(page);
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await shown(drawer);
  await drawer.getByRole('textbox', { name: 'Min price' }).fill('700');

  await page.mouse.click(40, 450);
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL('/category/all?sort=price-asc');

  await button.click();
  await shown(drawer);
  await expect(drawer.getByRole('textbox', { name: 'Min price' })).toHaveValue('');
  // The page behind it cannot be pressed while it is open: it is inert.
  expect(await page.evaluate(() => document.elementFromPoint(40, 450)?.tagName)).toBe('DIALOG');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone a search, its filter drawer and the saved searches have no serious accessibility violation and stay on screen (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const word = wordOfRun();
      const buyer = await createAccount(request, `Shirin Buyer ${word}`, 'buyer');
      const { idToken } = await idTokenOf(request, buyer.email);
      const saved = await request.post('/api/saved-searches', { headers: { Authorization: `Bearer ${idToken}` }, data: { name: 'Cheap diesels', query: { fuel: 'diesel', maxPrice: '900' } } });
      expect(saved.status()).toBe(201);

      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, buyer.email);
      await page.goto('/category/all?fuel=diesel&maxPrice=900&sort=price-asc');
      await settled(page);
      await expectTheme(page, theme);
      await expect(page.getByRole('list', { name: 'Filters in use' })).toBeVisible();
      await expectNoSeriousViolations(page, `a search on a phone (${theme})`);

      await page.getByRole('button', { name: 'Filters (2)' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await shown(drawer);
      await expect(drawer.getByRole('textbox', { name: 'Fuel' })).toHaveValue('diesel');
      const box = await drawer.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await expectNoSeriousViolations(page, `the filter drawer (${theme})`);

      // Escape closes the drawer and gives the focus back to its button.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();

      await page.goto('/dashboard/savedSearches');
      await settled(page);
      await expect(page.getByRole('link', { name: 'Cheap diesels' })).toBeVisible();
      await expectNoSeriousViolations(page, `the saved searches (${theme})`);
    });
  });
}
