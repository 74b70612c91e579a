import { accountMenuButton, signIn, signInLink, submitSignInForm } from './support/auth.js';
import { expect, test } from './support/test.js';

// Firebase's code (and its call to the sign-in service) is loaded only when there may be a session
// to restore: someone remembered on this browser, a screen that must be sure, or a sign-in in
// another tab. A visitor nobody was remembered for gets the public pages without it.
const SIGN_IN_SERVICE = /identitytoolkit|securetoken|\/assets\/watch-current-user-/;

test("a first visit to the home page fetches none of the sign-in service's code and asks it nothing; Sign In brings it", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (SIGN_IN_SERVICE.test(request.url())) asked.push(request.url());
  });

  await page.goto('/');
  await expect(signInLink(page)).toBeVisible();
  await expect(page.locator('#category').getByRole('link', { name: /Size: 20\b/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Past the page's idle look at Firebase's storage, which finds nothing and creates nothing.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5_000 })));
  expect(asked).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).not.toContain('firebaseLocalStorageDb');

  await signInLink(page).click();
  await submitSignInForm(page, 'buyer@machinery.test');
  await expect(accountMenuButton(page)).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});

test('signing in in another tab shows this tab signed in too', async ({ page, context }) => {
  await page.goto('/');
  await expect(signInLink(page)).toBeVisible();

  const otherTab = await context.newPage();
  await signIn(otherTab, 'buyer@machinery.test');

  await expect(accountMenuButton(page)).toBeVisible();
  await expect(signInLink(page)).toHaveCount(0);
});

test('a signed-in screen opened directly asks the sign-in service before deciding: nobody signed in goes to Sign In', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a session Firebase still holds shows on the public pages though nobody was remembered on this browser (cleared, or remembered by an older release)', async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');
  await page.evaluate(() => localStorage.removeItem('machinery.session.v1'));

  await page.goto('/');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(signInLink(page)).toHaveCount(0);
  // Remembered again, so the next visit starts from it at once.
  expect(await page.evaluate(() => localStorage.getItem('machinery.session.v1'))).toContain('buyer@machinery.test');
});
