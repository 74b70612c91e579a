import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { accountMenuButton, signIn, signOut, submitSignInForm } from './support/auth.js';
import { acceptRequest, changePrice, listMachine, requestMachine, saveFavourite, sellerAndTwoBuyers } from './support/listings.js';
import { owedWorkDone } from './support/owed-work.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// Favourites that watch the price, and the admin trail behind the blue tick. Accounts and machines
// are the journey's own; the seeded admin verifies, and the seeded buyer only looks.

const ADMIN = 'admin@machinery.test';
/** A listing of the seeded, verified seller (emulators/seed/data.ts): its tick was given on Mar 2, 2026. */
const SEEDED_VERIFIED_LISTING = 'huG8GP38g4o5MNJAYKJ1';

function machineCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function rowOf(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** Waits until `layer` (a dialog, a popover) has finished appearing: axe judges colours as shown. */
async function shown(layer: Locator) {
  await expect(layer).toBeVisible();
  await layer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** Today as the tick's popover writes a day, in the browser's own time zone. */
function today(page: Page) {
  return page.evaluate(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()));
}

/** The page is no wider than the phone: wide tables scroll inside their own area. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test('signed out, a heart on the home page leads to Sign In and back home', async ({ page }) => {
  await page.goto('/');
  const advertised = page.getByRole('region', { name: 'Advertisement Area' });
  const heart = advertised.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  await expect(page).toHaveURL('/signin');
  await submitSignInForm(page, 'buyer@machinery.test');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a buyer hearts a machine, hears of its price cut and its sale, and the favourite says Sold', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { seller, amina: buyer, borhan: winner, machine } = await sellerAndTwoBuyers(request);

  // The buyer hearts the machine on its page.
  await signIn(page, buyer.email);
  await page.goto(`/product/${machine.id}`);
  const heart = machineCard(page, machine.name).getByRole('button', { name: `Save ${machine.name} to favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText(`${machine.name} is in your favourites.`)).toBeVisible();
  const saved = machineCard(page, machine.name).getByRole('button', { name: `Remove ${machine.name} from favourites` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeFocused();

  // The seller cuts the price: the buyer's bell says so, and leads to the machine.
  await changePrice(request, seller.email, machine.id, 450);
  await page.goto('/dashboard/favourites');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  const row = rowOf(page, 'Your favourites', machine.name);
  await expect(row).toContainText('Price dropped');
  await expect(row).toContainText('$520 → $450');
  await expect(row).toContainText('On sale');
  // The list's code is asked for as the pointer comes over the bell, before the press.
  const listCode = page.waitForRequest(/\/assets\/notification-popover-[^/]+\.js$/);
  await bell(page).hover();
  await listCode;
  await bell(page).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await notifications.getByRole('link', { name: new RegExp(`^Unread: ${machine.name}: the price dropped from \\$520 to \\$450\\.`) }).click();
  await expect(page).toHaveURL(`/product/${machine.id}`);
  await expect(machineCard(page, machine.name)).toContainText('$450');

  // The machine sells to another buyer: the favourite says Sold, and the bell says it too.
  await acceptRequest(request, seller.email, await requestMachine(request, winner.email, machine.id));
  await page.goto('/dashboard/favourites');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(row.getByText('Sold', { exact: true })).toBeVisible();
  await expect(row).toContainText('$520 → $450');
  await bell(page).click();
  await expect(notifications.getByRole('link', { name: new RegExp(`^Unread: ${machine.name} is sold\\.`) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Removing it empties the tab; the heart on the machine's card follows.
  await row.getByRole('button', { name: `Remove ${machine.name} from favourites` }).click();
  await expect(page.getByText(`${machine.name} is no longer in your favourites.`)).toBeVisible();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.goto(`/product/${machine.id}`);
  await expect(machineCard(page, machine.name).getByRole('button', { name: `Save ${machine.name} to favourites` })).toHaveAttribute('aria-pressed', 'false');
});

test('an admin verifies a seller: the tick shows on their cards with its day, the Audit log has the entry, and a buyer cannot open the log', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Selim Seller ${stamp}`, 'seller');
  const machine = await listMachine(request, seller.email, `Kirloskar TV1 ${stamp}`);

  await signIn(page, ADMIN);
  await page.goto('/dashboard/allSeller');
  const sellerRow = rowOf(page, 'All Seller', seller.email);
  await expect(sellerRow.getByRole('img', { name: 'Verified seller' })).toHaveCount(0);
  await sellerRow.getByRole('button', { name: `Verify ${seller.displayName}` }).click();

  const confirm = page.getByRole('alertdialog', { name: `Verify ${seller.displayName}?` });
  await expect(confirm).toContainText(`${seller.displayName} must sign in again to see the tick on their own account.`);
  // The harmless choice has the focus: Enter alone never changes anyone's account.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText(`${seller.displayName} is now verified. ${seller.displayName} must sign in again to see the tick on their own account.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(sellerRow.getByRole('img', { name: 'Verified seller' })).toBeVisible();
  await expect(sellerRow.getByRole('button', { name: `Unverify ${seller.displayName}` })).toBeFocused();

  // The tick on the seller's card in the catalog opens its popover with today's day (the tick
  // reaches the seller's listings by background work, a moment after the answer).
  await owedWorkDone();
  await page.goto('/category/32');
  const tick = machineCard(page, machine.name).getByRole('button', { name: 'Verified seller' });
  await tick.click();
  const popover = page.getByRole('dialog', { name: 'Verified seller' });
  await expect(popover).toHaveText(new RegExp(`Verified by an admin on ${await today(page)}`));
  // The popover listens for Escape once it has taken the focus, a frame after it shows.
  await expect.poll(() => popover.evaluate((content) => content.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(tick).toBeFocused();

  // The Audit log shows who gave the tick to whom, before → after; the action filter keeps it.
  await page.goto('/dashboard/auditLog');
  const entry = rowOf(page, 'Audit log', seller.displayName);
  await expect(entry).toContainText('Nadia Karim');
  await expect(entry).toContainText('Changed a blue tick');
  await expect(entry).toContainText('Seller tick: no → yes');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Changed a blue tick' });
  await expect(rowOf(page, 'Audit log', seller.displayName)).toContainText('Seller tick: no → yes');
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Changed a role' })).toHaveCount(0);
  await signOut(page);

  // A buyer has no Audit log tab, and typing its address gets the 403 page.
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/dashboard/auditLog');
  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone Favourites, the Audit log and the tick's popover have no serious accessibility violation (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const stamp = Date.now();
      const seller = await createAccount(request, `Rahat Seller ${stamp}`, 'seller');
      const buyer = await createAccount(request, `Amina Buyer ${stamp}`, 'buyer');
      const cut = await listMachine(request, seller.email, `Yanmar L100 ${stamp}`);
      const sold = await listMachine(request, seller.email, `Honda GX160 ${stamp}`);
      for (const machine of [cut, sold]) await saveFavourite(request, buyer.email, machine.id);
      await changePrice(request, seller.email, cut.id, 480);
      await acceptRequest(request, seller.email, await requestMachine(request, buyer.email, sold.id));
      await page.setViewportSize({ width: 375, height: 800 });

      await signIn(page, buyer.email);
      await page.goto('/dashboard/favourites');
      await expect(rowOf(page, 'Your favourites', cut.name)).toContainText('$520 → $480');
      await expect(rowOf(page, 'Your favourites', sold.name).getByText('Sold', { exact: true })).toBeVisible();
      await settled(page);
      await expectTheme(page, theme);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page, `Favourites (${theme})`);

      // The tick's popover on a machine's page.
      await page.goto(`/product/${SEEDED_VERIFIED_LISTING}`);
      await page.getByRole('article').getByRole('button', { name: 'Verified seller' }).click();
      const popover = page.getByRole('dialog', { name: 'Verified seller' });
      await expect(popover).toHaveText(/Verified by an admin on Mar [12], 2026/);
      await shown(popover);
      const box = await popover.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await expectNoSeriousViolations(page, `the blue tick's popover (${theme})`);
      await page.keyboard.press('Escape');
      await signOut(page);

      await signIn(page, ADMIN);
      await page.goto('/dashboard/auditLog');
      await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toBeVisible();
      await settled(page);
      await expectTheme(page, theme);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page, `the Audit log (${theme})`);
    });
  });
}
