import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { signIn, signOut } from './support/auth.js';
import { listMachine, requestMachine, sellerAndTwoBuyers } from './support/listings.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';

// Deals between accounts of the journey's own, on a machine of its own: the seeded accounts,
// machines and bookings other journeys rely on are never touched.

/** The machine's card on its own page. */
function machineCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** The bell of the top bar, whatever it counts. */
function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** Waits until `layer` (a dialog, a popover) has finished appearing: axe judges colours as shown. */
async function shown(layer: Locator) {
  await expect(layer).toBeVisible();
  await layer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** Books the machine from its page with the booking modal, as a buyer does. */
async function bookFromItsPage(page: Page, machine: { id: string; name: string }, buyerName: string) {
  await page.goto(`/product/${machine.id}`);
  await machineCard(page, machine.name).getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: machine.name });
  await dialog.getByLabel('Phone Number').fill('01811223344');
  await dialog.getByLabel('Location Pls').fill('Rajshahi');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Dear ${buyerName}, Your Successfully Booked.`)).toBeVisible();
  // Gone, its closing included: until then its backdrop takes the next press and, once gone, it
  // gives the focus back to Book now, away from whatever opened meanwhile (the account menu).
  await expect(dialog).toHaveCount(0);
}

test('two buyers ask for one machine, the seller accepts one, the other is told, and the winner’s cancellation puts it back on sale', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { seller, amina: winner, borhan: other, machine } = await sellerAndTwoBuyers(request);

  // Both buyers ask for the machine.
  for (const buyer of [winner, other]) {
    await signIn(page, buyer.email);
    await bookFromItsPage(page, machine, buyer.displayName);
    await signOut(page);
  }

  // The seller hears of both requests, and accepts the first buyer's.
  await signIn(page, seller.email);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await page.goto('/dashboard/myBuyers');
  const table = page.getByRole('table', { name: 'Bookings of your products' });
  const winnerRow = table.getByRole('row').filter({ hasText: winner.email });
  const otherRow = table.getByRole('row').filter({ hasText: other.email });
  await expect(winnerRow).toContainText('Requested');
  await expect(otherRow).toContainText('Requested');
  await winnerRow.getByRole('button', { name: `Accept the request of ${winner.displayName} for ${machine.name}` }).click();

  const confirm = page.getByRole('alertdialog', { name: `Accept the request of ${winner.displayName}?` });
  await expect(confirm).toContainText('The other requests for this machine will be declined.');
  // The harmless choice has the focus: Enter alone never sells a machine.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Accept' }).click();

  const accepted = page.getByText(`Accepted: ${machine.name} is sold to this buyer; the other requests are declined.`);
  await expect(accepted).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(winnerRow).toContainText('Accepted');
  await expect(otherRow).toContainText('Declined');
  await expect(table.getByRole('button', { name: /^(Accept|Decline) / })).toHaveCount(0);
  // The answered row lost its buttons: focus waits on the table, not lost on the page.
  await expect(page.getByRole('region', { name: 'Bookings of your products' })).toBeFocused();
  // The toast fades out after two seconds: axe, a few seconds long on a busy machine, would judge
  // its colours halfway.
  await expect(accepted).toBeHidden();
  await expectNoSeriousViolations(page, 'My Buyers with a deal and a declined request');
  await signOut(page);

  // The other buyer is told, on a phone, and their order says Declined.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, other.email);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const declined = notifications.getByRole('link', { name: new RegExp(`^Unread: Your request for ${machine.name} was declined: the seller accepted another buyer\\.`) });
  await expect(declined).toBeVisible();
  const box = await notifications.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await declined.click();

  await expect(page).toHaveURL(`/product/${machine.id}`);
  await expect(notifications).toBeHidden();
  await expect(machineCard(page, machine.name).getByText('Sold', { exact: true })).toBeVisible();
  const bookNow = machineCard(page, machine.name).getByRole('button', { name: 'Book now' });
  await expect(bookNow).toBeDisabled();
  await expect(bookNow).toHaveAccessibleDescription('This machine is sold');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await page.goto('/dashboard');
  const otherOrder = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: machine.name });
  await expect(otherOrder).toContainText('Declined');
  await expect(otherOrder.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'My Orders with a declined request');
  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The winner sees the machine sold to them, then cancels the deal from My Orders.
  await signIn(page, winner.email);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await page.goto(`/product/${machine.id}`);
  await expect(machineCard(page, machine.name).getByText('Sold', { exact: true })).toBeVisible();
  // Within the app from here on: what the app keeps of the machine's page must follow the deal.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const winnerOrder = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: machine.name });
  await expect(winnerOrder).toContainText('Accepted');
  await winnerOrder.getByRole('button', { name: `Cancel the order of ${machine.name}` }).click();

  const cancel = page.getByRole('alertdialog', { name: `Cancel the deal for ${machine.name}?` });
  await expect(cancel).toContainText('it goes back on sale');
  await expect(cancel.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await cancel.getByRole('button', { name: 'Cancel the deal' }).click();

  await expect(page.getByText(`The request for ${machine.name} is cancelled.`)).toBeVisible();
  await expect(winnerOrder).toContainText('Cancelled');
  await expect(winnerOrder.getByRole('button')).toHaveCount(0);

  // The machine is on sale again: no Sold mark, and Book now is on.
  await page.goBack();
  await expect(page).toHaveURL(`/product/${machine.id}`);
  await expect(machineCard(page, machine.name).getByRole('button', { name: 'Book now' })).toBeEnabled();
  await expect(machineCard(page, machine.name).getByText('Sold', { exact: true })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone the bell and the deal's confirmation have no serious accessibility violation and stay on screen (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const stamp = Date.now();
      const seller = await createAccount(request, `Rahat Seller ${stamp}`, 'seller');
      const buyer = await createAccount(request, `Amina Buyer ${stamp}`, 'buyer');
      const machine = await listMachine(request, seller.email, `Kirloskar TV1 ${stamp}`);
      await requestMachine(request, buyer.email, machine.id);

      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, seller.email);
      await settled(page);
      await expectTheme(page, theme);
      // The sign-in's toast, where the list opens below the bell, is gone first: axe judged its text
      // once as the list slid over it, a contrast of two layers nobody reads at once.
      await expect(page.getByRole('status').filter({ hasText: 'User Login Successfully.' })).toHaveCount(0, { timeout: 15_000 });
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      const notifications = page.getByRole('dialog', { name: 'Notifications' });
      await expect(notifications.getByRole('link', { name: new RegExp(`^Unread: ${buyer.displayName} asked to book your ${machine.name}\\.`) })).toBeVisible();
      await shown(notifications);
      const box = await notifications.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await expectNoSeriousViolations(page, `the notifications (${theme})`);

      // Escape closes the list and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await expect(notifications).toBeHidden();
      await expect(bell(page)).toBeFocused();

      await page.goto('/dashboard/myBuyers');
      await page.getByRole('button', { name: `Accept the request of ${buyer.displayName} for ${machine.name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Accept the request of ${buyer.displayName}?` });
      await shown(confirm);
      await expectNoSeriousViolations(page, `the confirmation of a deal (${theme})`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    });
  });
}
