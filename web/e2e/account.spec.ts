import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { accountExportSchema } from '../../functions/src/contract/account-export.js';
import { createAccount } from './support/accounts.js';
import { accountMenuButton, DEMO_PASSWORD, openFromAccountMenu, signIn, signInLink, submitSignInForm } from './support/auth.js';
import { fillAddProductForm } from './support/listings.js';
import { owedWorkDone } from './support/owed-work.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { expect, test } from './support/test.js';
import { verificationLink } from './support/verification.js';

// The Account page (/dashboard/account) with an account of the journey's own: it is verified,
// renamed and in the end deleted, so no seeded account is ever touched.

const AVATAR_PNG = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));
const ENGINE_PNG = fileURLToPath(new URL('./fixtures/engine.png', import.meta.url));

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Signs a new seller up through the form, as a person would, and waits for the home page. */
async function signUpSeller(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Profile picture').setInputFiles(AVATAR_PNG);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByText('Seller', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Created Successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
}

test('a new seller verifies their e-mail, renames themself, lists a machine, downloads their data and deletes their account', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `seller-${stamp}@machinery.test`;
  const newName = `Karima Hossain ${stamp}`;
  const machine = `Lister Petter TS3 ${stamp}`;
  await signUpSeller(page, `Karim Hossain ${stamp}`, email);

  // The avatar menu's Account opens the page; the address is not verified yet.
  await openFromAccountMenu(page, 'Account', '/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText('Your e-mail address is not verified')).toBeVisible();
  const address = section(page, 'E-mail address');
  await expect(address.getByText('Not verified', { exact: true })).toBeVisible();

  // Firebase sends the link (the Auth emulator keeps it); it is opened in another tab.
  await address.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  const inbox = await context.newPage();
  const opened = await inbox.goto(await verificationLink(request, email));
  expect(opened?.ok()).toBe(true);
  await inbox.close();
  await address.getByRole('button', { name: 'I have verified it' }).click();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(address.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Your e-mail address is not verified')).toHaveCount(0);

  // A new name and a phone number; the top bar follows.
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
  await profile.getByRole('textbox', { name: 'Phone number (optional)' }).fill('01911222333');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(section(page, 'Profile').getByText(newName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu of ${newName}` })).toBeVisible();

  // A machine listed after the change carries the new name.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Product' }).click();
  const addForm = page.getByRole('form', { name: 'Add Product' });
  await fillAddProductForm(addForm, machine);
  await addForm.locator('input[type="file"][name="pictures"]').setInputFiles(ENGINE_PNG);
  await addForm.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(/your product is added successfully\.$/)).toBeVisible({ timeout: 15_000 });
  const id = (await page.getByRole('link', { name: `Edit ${machine}` }).getAttribute('href'))?.split('/').at(-1);
  expect(id).toBeTruthy();
  await owedWorkDone();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('main').getByRole('article', { name: machine })).toContainText(newName);

  // Download my data: the file holds the account as it is now and the machine.
  await page.goto('/dashboard/account');
  const downloading = page.waitForEvent('download');
  await section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  await expect(page.getByText('Your data is downloaded.')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^machinery-market-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
  expect(data.account).toMatchObject({ email, displayName: newName, phone: '01911222333', role: 'seller', emailVerified: true });
  expect(data.listings.map((listing) => [listing._id, listing.productName])).toEqual([[id, machine]]);

  // Delete the account: the password again and the e-mail typed out before the button works.
  await section(page, 'Danger zone').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  const password = dialog.getByLabel(/^Your password/);
  await expect(password).toBeFocused();
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await password.fill(DEMO_PASSWORD);
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Your e-mail address/ }).fill(email);
  await expect(remove).toBeEnabled();
  await remove.click();

  await expect(page.getByText('Your account is deleted.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
  await expect(signInLink(page)).toBeVisible();

  // Nobody can sign in to it again.
  await page.goto('/signin');
  await submitSignInForm(page, email);
  await expect(page.getByText('The e-mail or password is not correct.')).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);

  // Its machine left the catalog.
  await owedWorkDone();
  await signIn(page, 'buyer@machinery.test');
  await page.goto(`/category/all?q=${encodeURIComponent(machine)}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('main').getByRole('article', { name: machine })).toHaveCount(0);
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`on a 375 px phone the Account page and its delete dialog have no serious accessibility violation and stay on screen (${theme})`, async ({ page, request }) => {
      const seller = await createAccount(request, `Selina Seller ${Date.now()}`, 'seller');
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, seller.email);
      await page.goto('/dashboard/account');
      await expect(section(page, 'Profile').getByText(seller.displayName, { exact: true })).toBeVisible();
      await settled(page);
      await expectTheme(page, theme);
      // A message under a field too: the name emptied.
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoSeriousViolations(page, `the Account page (${theme})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await section(page, 'Danger zone').getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
      await expectNoSeriousViolations(page, `the delete dialog (${theme})`);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
