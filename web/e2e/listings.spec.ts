import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { signIn } from './support/auth.js';
import { fillAddProductForm, listMachine } from './support/listings.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// A seller of the journey's own manages machines of their own: the seeded listings other
// journeys rely on are never edited or deleted.

const ENGINE_PNG = fileURLToPath(new URL('./fixtures/engine.png', import.meta.url));
const NAMEPLATE_PNG = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));

/** The machine's card, in the catalog or on its own page. */
function machineCard(page: Page, name: string) {
  return page.getByRole('main').getByRole('article', { name });
}

/** The picture a card shows in large (the cover until the visitor goes to another). */
function shownPicture(page: Page, name: string) {
  return machineCard(page, name).getByRole('button', { name: /^Enlarge / }).getByRole('img');
}

/** Opens the whole catalog from the home page, inside the app: what it keeps of the catalog must follow the seller's changes. */
async function openCatalogInApp(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'See All Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ })).toBeVisible();
}

/** The tiles of the listing form's pictures, in order. */
function pictureTiles(page: Page) {
  return page.getByRole('list', { name: 'Chosen pictures, the first is the cover' }).getByRole('listitem');
}

test('a seller lists a machine with two pictures, changes its price and its cover from the keyboard, and takes another listing down after confirming', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Selina Seller ${stamp}`, 'seller');
  const machine = `Lister Petter TS2 ${stamp}`;
  const doomed = await listMachine(request, seller.email, `Kirloskar TV1 ${stamp}`);

  // Add Product with two pictures: the first chosen is the cover.
  await signIn(page, seller.email);
  await page.goto('/dashboard/addProduct');
  const addForm = page.getByRole('form', { name: 'Add Product' });
  await fillAddProductForm(addForm, machine);
  await addForm.locator('input[type="file"][name="pictures"]').setInputFiles([ENGINE_PNG, NAMEPLATE_PNG]);
  await expect(pictureTiles(page)).toHaveCount(2);
  await expect(pictureTiles(page).first()).toContainText('Cover');
  await addForm.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`Dear ${seller.displayName}, your product is added successfully.`)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/dashboard/myProducts');

  // The catalog shows the machine with its cover and a thumbnail per picture.
  await page.goto('/category/all');
  await expect(machineCard(page, machine)).toContainText('$520');
  await expect(machineCard(page, machine).getByRole('button', { name: /^Show picture \d of 2$/ })).toHaveCount(2);
  // The thumbnails show the smaller copies: the pictures' own addresses are read off the large one.
  const cover = await shownPicture(page, machine).getAttribute('src');
  await machineCard(page, machine).getByRole('button', { name: 'Show picture 2 of 2' }).click();
  await expect(shownPicture(page, machine)).not.toHaveAttribute('src', cover!);
  const second = await shownPicture(page, machine).getAttribute('src');
  await machineCard(page, machine).getByRole('button', { name: 'Show picture 1 of 2' }).click();
  await expect(shownPicture(page, machine)).toHaveAttribute('src', cover!);
  await expect(machineCard(page, doomed.name)).toBeVisible();

  // Edit: a new price, and the second picture made the cover with the keyboard alone.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products', exact: true }).click();
  await page.getByRole('link', { name: `Edit ${machine}` }).click();
  const editForm = page.getByRole('form', { name: `Edit ${machine}` });
  await expect(editForm.getByRole('textbox', { name: 'Product name', exact: true })).toHaveValue(machine);
  await expect(pictureTiles(page).getByRole('img')).toHaveCount(2);
  await editForm.getByRole('spinbutton', { name: 'Resale price', exact: true }).fill('480');
  await editForm.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  // The picture moved is the cover now: its Move earlier is off, so focus waits on its Move later.
  await expect(editForm.getByRole('button', { name: 'Move picture 1 later' })).toBeFocused();
  await expect(pictureTiles(page).first()).toContainText('Cover');
  await expect(pictureTiles(page).first().getByRole('img')).toHaveAttribute('src', second!);
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${machine} is updated.`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myProducts');
  await expect(page.getByRole('row').filter({ hasText: machine })).toContainText('$480');

  // Delete the other listing, after the confirmation.
  const doomedRow = page.getByRole('row').filter({ hasText: doomed.name });
  await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${doomed.name}?` });
  await expect(confirm).toContainText('Its open requests are withdrawn and their buyers are told.');
  // The harmless choice has the focus: Enter alone never deletes a listing.
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${doomed.name} was taken off the marketplace.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(doomedRow).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your products' })).toBeFocused();

  // Back in the catalog, inside the app: the new price and cover, and the deleted listing gone.
  await openCatalogInApp(page);
  await expect(machineCard(page, machine)).toContainText('$480');
  await expect(shownPicture(page, machine)).toHaveAttribute('src', second!);
  await expect(machineCard(page, doomed.name)).toHaveCount(0);

  // The machine's own page says the same, and shows its old cover one arrow away.
  await page.goto(`/dashboard/myProducts`);
  const editLink = page.getByRole('link', { name: `Edit ${machine}` });
  const id = (await editLink.getAttribute('href'))?.split('/').at(-1);
  await page.goto(`/product/${id}`);
  await expect(machineCard(page, machine)).toContainText('$480');
  await expect(shownPicture(page, machine)).toHaveAttribute('src', second!);
  await machineCard(page, machine).getByRole('button', { name: 'Next picture' }).click();
  await expect(shownPicture(page, machine)).toHaveAttribute('src', cover!);

  // The deleted listing's page is gone.
  await page.goto(`/product/${doomed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone the edit form, its pictures and its messages have no serious accessibility violation and stay on screen (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const stamp = Date.now();
      const seller = await createAccount(request, `Selina Seller ${stamp}`, 'seller');
      const machine = await listMachine(request, seller.email, `Lister Petter TS1 ${stamp}`);

      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, seller.email);
      await page.goto(`/dashboard/editProduct/${machine.id}`);
      await settled(page);
      await expectTheme(page, theme);
      const form = page.getByRole('form', { name: `Edit ${machine.name}` });
      await form.locator('input[type="file"][name="pictures"]').setInputFiles(ENGINE_PNG);
      await expect(pictureTiles(page).getByRole('img')).toHaveCount(2);
      // A message under a field too: the product name emptied.
      await form.getByRole('textbox', { name: 'Product name', exact: true }).fill('');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByText('Product name is required')).toBeVisible();

      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await expectNoSeriousViolations(page, `the edit form (${theme})`);
    });
  });
}
