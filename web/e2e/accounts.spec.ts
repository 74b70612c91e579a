import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { accountMenuButton, DEMO_PASSWORD, signIn, signInLink, signOut, submitSignInForm } from './support/auth.js';

const AVATAR_PNG = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  return page.getByRole('menu');
}

test('the seeded buyer signs in and out; the access token comes and goes with the session', async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');

  await expect(page).toHaveURL('/');
  await expect(page.getByText('User Login Successfully.')).toBeVisible();
  expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Tanvir Ahmed')).toBeVisible();
  await expect(menu.getByText('buyer@machinery.test')).toBeVisible();
  await expect(menu.getByText('Buyer', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account');
  await expect(menu.getByRole('menuitem', { name: 'Earnings Coming soon' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The session survives a reload (IndexedDB persistence).
  await page.reload();
  await expect(accountMenuButton(page)).toBeVisible();

  await signOut(page);
  expect(await accessToken(page)).toBeNull();
  await page.reload();
  await expect(signInLink(page)).toBeVisible();
});

test('a wrong password is explained in plain words under the password field', async ({ page }) => {
  await page.goto('/signin');
  await submitSignInForm(page, 'buyer@machinery.test', 'Wrong#Pass2026');

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(page.getByText('The e-mail or password is not correct.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test('the guard: a signed-out visit to /dashboard goes to Sign In and comes back to /dashboard after signing in', async ({ page }) => {
  await page.goto('/dashboard');

  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to open your dashboard.' })).toBeVisible();

  await submitSignInForm(page, 'buyer@machinery.test');

  await expect(page).toHaveURL('/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
});

test('a new seller signs up with a picture and ends up signed in as a seller', async ({ page }) => {
  const email = `seller-${Date.now()}@machinery.test`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Account' })).toBeVisible();

  await page.getByLabel('Full name').fill('Karim Hossain');
  await page.getByLabel('Profile picture').setInputFiles(AVATAR_PNG);
  await expect(page.getByRole('img', { name: 'Preview of your profile picture' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  const buyer = page.getByRole('radio', { name: 'Buyer' });
  const seller = page.getByRole('radio', { name: 'Seller' });
  await expect(buyer).toBeChecked();
  await page.getByText('Seller', { exact: true }).click();
  await expect(seller).toBeChecked();
  await expect(buyer).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('User Created Successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
  expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The uploaded picture is the avatar, and the role claims of the fresh token say seller.
  await expect(accountMenuButton(page).locator('img')).toHaveAttribute('src', /^https?:\/\//);
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Karim Hossain')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText('Seller', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A seller sees the seller tabs of the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Add Product' })).toBeVisible();
});
