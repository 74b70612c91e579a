import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { signIn } from './support/auth.js';
import { listMachine } from './support/listings.js';
import { owedWorkDone } from './support/owed-work.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// Reports and moderation: a buyer reports a machine of the journey's own, and the seeded admin
// decides. The seeded accounts' own listings and messages are never reported.

const ADMIN = 'admin@machinery.test';

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** The report of `machine` in the Reports tab's list. */
function reportCard(page: Page, machine: string) {
  return page.getByRole('article', { name: machine });
}

/** Reports `machine`, on its page, from the "More actions" menu: the dialog, with a reason and a note. */
async function reportFromMenu(page: Page, machine: { id: string; name: string }, note: string) {
  await page.goto(`/product/${machine.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${machine.name}` });
  // A person presses the reason's words: the radio itself lies under its drawn circle.
  await dialog.getByText('Misleading or wrong details', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Misleading or wrong details' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Anything the admins should know/ }).fill(note);
  await expect(dialog.getByText(`${note.length} / 500`)).toBeVisible();
  return dialog;
}

/** The page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test('a buyer reports a listing from its page, an admin removes it, and the buyer hears of it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Sumon Seller ${stamp}`, 'seller');
  const buyer = await createAccount(request, `Beauty Buyer ${stamp}`, 'buyer');
  const machine = await listMachine(request, seller.email, `Yanmar L48 ${stamp}`);
  const note = 'The photos show a different engine.';

  // The buyer reports the machine from its page's menu.
  await signIn(page, buyer.email);
  const dialog = await reportFromMenu(page, machine, note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: an admin will look at your report.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More actions' })).toBeFocused();

  // The admin, in a browser of their own, finds it among the open reports: one reporter, the reason, the note.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await expect(adminPage).toHaveURL('/dashboard/reports');
  const card = reportCard(adminPage, machine.name);
  await expect(card).toContainText('1 reporter');
  await expect(card).toContainText('Misleading or wrong details: 1');
  await expect(card).toContainText(note);
  await expect(card).toContainText(`Seller: ${seller.displayName}`);

  // Removing the listing asks first, the harmless choice focused; then the report leaves the open ones.
  await card.getByRole('button', { name: `Remove listing: ${machine.name}` }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: `Remove the listing ${machine.name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove listing' }).click();
  await expect(adminPage.getByText('Listing removed: the report is upheld.')).toBeVisible();
  await expect(reportCard(adminPage, machine.name)).toHaveCount(0);
  await adminPage.getByRole('button', { name: 'Upheld' }).click();
  await expect(reportCard(adminPage, machine.name)).toContainText('Upheld by Nadia Karim');
  await adminContext.close();
  await owedWorkDone();

  // The listing is gone: its page is not found, and the catalog lacks it.
  await page.goto(`/product/${machine.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await page.goto(`/category/all?q=${encodeURIComponent(machine.name)}`);
  await expect(page.getByText('No machines match your search')).toBeVisible();
  await expect(page.getByRole('article', { name: machine.name })).toHaveCount(0);

  // The buyer's bell tells the outcome.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^Unread: We removed ${machine.name} after your report\\.`) })).toBeVisible();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('on a 375 px phone the report dialog and the Reports tab have no serious accessibility violation and stay on screen; a dismissal keeps the listing', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const seller = await createAccount(request, `Sadia Seller ${stamp}`, 'seller');
    const buyer = await createAccount(request, `Babul Buyer ${stamp}`, 'buyer');
    const machine = await listMachine(request, seller.email, `Kubota RT140 ${stamp}`);
    await page.setViewportSize({ width: 375, height: 800 });

    await signIn(page, buyer.email);
    const dialog = await reportFromMenu(page, machine, 'Listed twice.');
    await expectTheme(page, 'dark');
    await expectNoSeriousViolations(page, 'the report dialog (dark)');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you: an admin will look at your report.')).toBeVisible();

    const adminContext = await browser.newContext({ colorScheme: 'dark', viewport: { width: 375, height: 800 } });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/dashboard/reports');
    const card = reportCard(adminPage, machine.name);
    await expect(card).toContainText('1 reporter');
    await settled(adminPage);
    await expectNoSeriousViolations(adminPage, 'the Reports tab (dark)');
    await expectNoSidewaysScroll(adminPage);

    await card.getByRole('button', { name: `Dismiss the report of ${machine.name}` }).click();
    await adminPage.getByRole('alertdialog', { name: `Dismiss the report of ${machine.name}?` }).getByRole('button', { name: 'Dismiss' }).click();
    await expect(adminPage.getByText('Report dismissed: the listing stays.')).toBeVisible();
    await expect(reportCard(adminPage, machine.name)).toHaveCount(0);
    await adminContext.close();

    await page.goto(`/product/${machine.id}`);
    await expect(page.getByRole('article', { name: machine.name })).toBeVisible();
  });
});
