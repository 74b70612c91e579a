import type { Locator, Page } from '@playwright/test';
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

test('the skip link is the keyboard\'s first stop, drawn above the top bar, and jumps past it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Seen, not only focused: nothing (the sticky top bar) is drawn over its middle.
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe('Skip to main content');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('the menu button shows on a phone only; on a wide screen the links are in the bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
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

/** A screen during the outage: what it could not load, and what shows once the API is back. */
type Outage = { screen: string; path: string; what: string; signedIn?: string; back: (page: Page) => Locator[] };

const outages: Outage[] = [
  { screen: 'the home page', path: '/', what: 'the categories', back: (page) => [page.locator('#category').getByRole('link', { name: /Size: 20\b/ })] },
  {
    screen: 'a category page',
    path: '/category/all',
    what: 'the products',
    signedIn: 'buyer@machinery.test',
    back: (page) => [page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ }), page.getByRole('main').getByRole('article').first()],
  },
];

for (const { screen, path, what, signedIn, back } of outages) {
  test(`with the API down ${screen} says ${what} could not be loaded, and "Try again" brings them back`, async ({ page }) => {
    if (signedIn) await signIn(page, signedIn);
    const bringApiBack = await takeApiDown(page);
    await page.goto(path);

    const failed = page.getByRole('alert').filter({ hasText: `We could not load ${what}.` });
    await expect(failed).toBeVisible();
    await expectFrameStillThere(page);

    await bringApiBack();
    await failed.getByRole('button', { name: 'Try again' }).click();
    for (const shown of back(page)) await expect(shown).toBeVisible();
    await expect(failed).toBeHidden();
  });
}
