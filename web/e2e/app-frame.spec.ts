import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signIn } from './support/auth.js';

test('an unknown address shows the error page, and "Back to homepage" leads home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('Looks like our services are currently offline')).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Browse items by category' })).toBeVisible();
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'light' });

  test('the top bar toggle switches to dark, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toContain('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });
});

/**
 * The API going away. The stack is shared by every journey, so the outage is made in the browser:
 * every /api request fails as a refused connection would (the only thing mocked here).
 */
async function takeApiDown(page: Page) {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  return () => page.unroute('**/api/**');
}

async function expectFrameStillThere(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2022');
}

test('with the API down the home page says the categories could not be loaded, and "Try again" brings them back', async ({ page }) => {
  const bringApiBack = await takeApiDown(page);
  await page.goto('/');

  const failed = page.getByRole('alert').filter({ hasText: 'We could not load the categories.' });
  await expect(failed).toBeVisible();
  await expectFrameStillThere(page);

  await bringApiBack();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#category').getByRole('link', { name: /Size: 20\b/ })).toBeVisible();
  await expect(failed).toBeHidden();
});

test('with the API down a category page says the products could not be loaded, and "Try again" brings them back', async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');
  const bringApiBack = await takeApiDown(page);
  await page.goto('/category/all');

  const failed = page.getByRole('alert').filter({ hasText: 'We could not load the products.' });
  await expect(failed).toBeVisible();
  await expectFrameStillThere(page);

  await bringApiBack();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
