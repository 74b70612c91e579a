import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { createBuyer } from './support/accounts.js';
import { signIn, signOut } from './support/auth.js';
import { fillAddProductForm } from './support/listings.js';
import { expectNoViolationsOf, settled } from './support/pages.js';
import { seedBookings } from '../../emulators/seed/data.js';
import { adminTabs, buyerTabs, labelsOf } from '../src/features/dashboard/testing/tabs-by-role.js';

const ENGINE_PNG = fileURLToPath(new URL('./fixtures/engine.png', import.meta.url));

function dashboardTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

async function expectCurrentTab(page: Page, label: string) {
  await expect(dashboardTabs(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

test('the seeded seller adds a product with a picture, sees it in My Products, advertises it, and it shows on the home page', async ({ page }) => {
  test.setTimeout(60_000);
  const productName = `Lister Petter TS1 Diesel Engine ${Date.now()}`;
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/addProduct');
  await expectCurrentTab(page, 'Add Product');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Product' });
  await fillAddProductForm(form, productName);
  await form.getByLabel('Pictures').setInputFiles(ENGINE_PNG);
  await expect(form.getByRole('img', { name: 'Picture 1', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText('Dear Rahim Uddin, your product is added successfully.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/dashboard/myProducts');
  await expect(page.getByRole('heading', { level: 1, name: /^Rahim Uddin, You Have total: \d+ Products$/ })).toBeVisible();

  // The newest product comes first: its real picture, its name and id, price and stock.
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: productName })).toHaveAttribute('src', /^https?:\/\/.+/);
  await expect(row.getByRole('img', { name: productName })).not.toHaveAttribute('src', /no-image/);
  await expect(row).toContainText('$520');
  await expect(row).toContainText('Available');

  await row.getByRole('button', { name: `Advertise ${productName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Super Add 15/month' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'HomePage adds cos.5/1d' }).click();
  await expect(page.getByText('Your advertisement is running: HomePageAdds.')).toBeVisible();
  await expect(row.getByText('Running: HomePageAdds')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const advertised = page.getByRole('region', { name: 'Advertisement Area' }).getByRole('link', { name: new RegExp(`Machine Size: ${productName}`) });
  await expect(advertised).toBeVisible();
  await expect(advertised).toContainText('Machine Type: Medium');
});

test('"Super Add 15/month" is not implemented yet', async ({ page }) => {
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myProducts');

  await page.getByRole('button', { name: /^Advertise / }).first().click();
  await page.getByRole('menuitem', { name: 'Super Add 15/month' }).click();

  await expect(page.getByText('This Functionality is not implement yet.')).toBeVisible();
});

test('the seeded seller sees the seeded buyer’s booking in My Buyers', async ({ page }) => {
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myBuyers');

  const table = page.getByRole('table', { name: 'Bookings of your products' });
  const row = table.getByRole('row').filter({ hasText: '4HP Water Cooled Diesel Engine (R170A)' }).filter({ hasText: 'buyer@machinery.test' });
  await expect(row).toBeVisible();
  // The Trx Id is the booking's digest: it names neither the machine nor the buyer's account.
  await expect(row).toContainText(`Trx Id: ${seedBookings.find((b) => b.productId === 'huG8GP38g4o5MNJAYKJ1')!._id}`);
  await expect(row).toContainText('Price: $185');
  await expect(row).toContainText('01811223344');
  await expect(row).toContainText('Rajshahi');
  // The seeded request waits for the seller's answer; no journey answers it.
  await expect(row).toContainText('Requested');
  await expect(row.getByRole('button', { name: /^Accept the request of / })).toBeEnabled();
});

test('the admin sees All Buyer and deletes a buyer after confirming', async ({ page, request }) => {
  const name = `Jamal Test ${Date.now()}`;
  const { email } = await createBuyer(request, name);
  await signIn(page, 'admin@machinery.test');
  await page.goto('/dashboard/allBuyer');
  await expect(dashboardTabs(page).getByRole('link')).toHaveText(labelsOf(adminTabs));

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(page.getByRole('row').filter({ hasText: 'buyer@machinery.test' }).first()).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();

  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  // The harmless choice has the focus: Enter alone never deletes anyone.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'buyer@machinery.test' }).first()).toBeVisible();
});

test('All Admin highlights the admin’s own row and offers no Delete on it', async ({ page }) => {
  await signIn(page, 'admin@machinery.test');
  await page.goto('/dashboard/allAdmin');

  const mine = page.getByRole('row').filter({ hasText: 'admin@machinery.test' });
  await expect(mine).toHaveAttribute('data-highlighted', 'true');
  await expect(mine.getByText('You', { exact: true })).toBeVisible();

  // The API refuses any action on one's own account, so the row offers none.
  await expect(mine.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Nadia Karim' })).toHaveCount(0);
});

test('both spellings of a dashboard path open the same tab', async ({ page }) => {
  await signIn(page, 'seller@machinery.test');

  for (const [path, tab] of [
    ['/dashboard/myProducts', 'My Products'],
    ['/dashboard/myproducts', 'My Products'],
    ['/dashboard/addProduct', 'Add Product'],
    ['/dashboard/addproduct', 'Add Product'],
    ['/dashboard/mybuyers', 'My Buyers'],
  ] as const) {
    await page.goto(path);
    await expectCurrentTab(page, tab);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a buyer sees only My Orders, Saved searches, Favourites and Account and cannot open /dashboard/allBuyer', async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/dashboard');
  await expect(dashboardTabs(page).getByRole('link')).toHaveText(labelsOf(buyerTabs));
  await expect(page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: 'seller@machinery.test' }).first()).toBeVisible();

  await page.goto('/dashboard/allBuyer');

  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByText('Looks like our services are currently offline')).toBeVisible();
  await expect(dashboardTabs(page)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('on a 375 px phone the dashboard tables stack each row as a card: every cell labelled, every button in view, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myProducts');
  const area = page.getByRole('region', { name: 'Your products' });
  const first = area.getByRole('row').nth(1);
  await expect(first).toBeVisible();

  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const table = await area.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(table.scroll).toBeLessThanOrEqual(table.client);

  // Each cell carries its column's name, and the row's last button (Delete) sits inside the phone.
  await expect(first.getByRole('cell').first()).toHaveAttribute('data-label', 'No');
  const remove = first.getByRole('button', { name: /^Delete / });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  const box = await remove.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});

test('on a 375 px phone an admin’s fifteen tabs wrap onto more lines: every label whole and in view, the current one marked', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin@machinery.test');
  await page.goto('/dashboard/auditLog');
  // The tab's own bar: the dashboard's arriving screen (busy) draws the same links, and they are
  // gone when it goes, between finding them and measuring them.
  await settled(page);
  const bar = dashboardTabs(page);
  const links = bar.getByRole('link');
  await expect(links).toHaveCount(15);
  const current = bar.getByRole('link', { name: 'Audit log' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport();

  const tabs = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left, right: box.right, top: Math.round(box.top), cut: element.scrollWidth > element.clientWidth, whiteSpace: style.whiteSpace, underline: style.borderBottomColor };
    }),
  );
  for (const tab of tabs) {
    expect(tab.left).toBeGreaterThanOrEqual(0);
    expect(tab.right).toBeLessThanOrEqual(375);
    expect(tab.cut).toBe(false);
    // A label never breaks inside itself: the bar takes more lines instead.
    expect(tab.whiteSpace).toBe('nowrap');
  }
  expect(new Set(tabs.map((tab) => tab.top)).size).toBeGreaterThan(1);
  const overflow = await bar.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Only the current tab is underlined.
  expect(tabs.filter((tab) => tab.underline !== 'rgba(0, 0, 0, 0)')).toHaveLength(1);
});

test('on a phone the tabs pass the heading-order and target-size rules Lighthouse counts: an empty list under its h1, a buyer\'s e-mail and phone far enough apart', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const buyer = await createBuyer(request, `Mitu Buyer ${Date.now()}`);
  await signIn(page, buyer.email);
  await page.goto('/dashboard/savedSearches');
  await expect(page.getByRole('heading', { level: 2, name: 'No saved searches yet' })).toBeVisible();
  await expectNoViolationsOf(page, ['heading-order', 'target-size'], 'Saved searches, empty');
  await signOut(page);

  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myBuyers');
  await expect(page.getByRole('link', { name: 'buyer@machinery.test' }).first()).toBeVisible();
  await expectNoViolationsOf(page, ['heading-order', 'target-size'], 'My Buyers');
});
