import type { Page } from '@playwright/test';
import { createBuyer, idTokenOf } from './support/accounts.js';
import { accountMenuButton, signIn, signInLink, signOut, submitSignInForm } from './support/auth.js';
import { expect, test } from './support/test.js';

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test('an admin changing a signed-in buyer’s role ends that session: the next call is refused, and the buyer lands on Sign In with the reason', async ({ page, request }) => {
  const buyer = await createBuyer(request, `Selim Test ${Date.now()}`);
  // The home page settles first: its own calls (the bell's count, and the hearts of the advertised
  // machines asking which are saved, which come last, once their code has arrived) are answered
  // before the role changes, so the refused call is the catalog's. Were one of them refused, the
  // session would rightly end on the home page, and signing in again would lead back there.
  const heartsAnswered = page.waitForResponse((response) => response.url().includes('/api/favourites/saved') && response.ok());
  await signIn(page, buyer.email);
  expect(await accessToken(page)).not.toBeNull();
  await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await heartsAnswered;
  await page.waitForLoadState('networkidle');

  const admin = await idTokenOf(request, 'admin@machinery.test');
  const changed = await request.put(`/api/user/${buyer.uid}/role`, { headers: { Authorization: `Bearer ${admin.idToken}` }, data: { role: 'seller' } });
  expect(changed.status()).toBe(200);

  // The buyer's page still holds the old session; its next call to the API is refused (401).
  await page.getByRole('link', { name: 'See All Products' }).click();

  await expect(page.getByRole('status').filter({ hasText: /Please sign in again\./ })).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await expect(signInLink(page)).toBeVisible();
  expect(await accessToken(page)).toBeNull();

  // Signing in again starts a session with the new role, back where the old one ended.
  await submitSignInForm(page, buyer.email);
  await expect(page).toHaveURL('/category/all');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByText('Seller', { exact: true })).toBeVisible();
});

test('signing out in another tab ends the session in this one: Sign In with a message, the orders no longer on screen', async ({ page, context }) => {
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(accountMenuButton(otherTab)).toBeVisible();
  await signOut(otherTab);
  // Signing out where one asked to is not a surprise there: no warning in that tab.
  await expect(otherTab.getByText(/Please sign in again/)).toHaveCount(0);

  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('table', { name: 'Your orders' })).toHaveCount(0);
  await expect(signInLink(page)).toBeVisible();
});
