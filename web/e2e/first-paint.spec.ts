import { expect, test } from './support/test.js';

// A phone's first paint must not wait for the app's code: index.html draws a still shell (the
// top bar's place with the marketplace's name; on the home page also the slider's first
// picture) that React replaces on its first render. Here the app's scripts are held back, as a
// slow connection would, to see the shell alone; then they are let through.
const APP_CODE = /\/assets\/.+\.js$/;

async function holdAppCode(page: import('@playwright/test').Page) {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return letThrough;
}

test.describe('the first paint', () => {
  for (const path of ['/', '/category/all', '/contact']) {
    test(`${path} shows the marketplace's name before the app's code has arrived, then the app in its place`, async ({ page }) => {
      const letThrough = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });

      const shell = page.locator('#root .boot-bar');
      await expect(shell).toHaveText('Machinery Market');
      await expect(page.locator('#root .boot-hero img')).toHaveCount(path === '/' ? 1 : 0);
      if (path === '/') await expect(page.locator('#root .boot-hero img')).toBeVisible();

      letThrough();

      await expect(page.getByRole('banner').getByRole('link', { name: /Machinery Market/ })).toBeVisible();
      await expect(shell).toHaveCount(0);
    });
  }
});

test("the theme comes with the page: Chakra's colours and reset before the app's code, not inserted again by the app", async ({ page }) => {
  const letThrough = await holdAppCode(page);
  await page.goto('/category/all', { waitUntil: 'commit' });
  await expect(page.locator('#root .boot-bar')).toHaveText('Machinery Market');
  const brandColour = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim());
  // The build writes the global styles into index.html: the tokens hold before any script ran
  // (the brand's solid colour is teal 700).
  expect(await brandColour()).toBe('#0c5d56');
  // Chakra's reset too (the browser's own default is content-box).
  expect(await page.evaluate(() => getComputedStyle(document.body).boxSizing)).toBe('border-box');

  letThrough();
  await expect(page.getByRole('banner').getByRole('link', { name: /Machinery Market/ })).toBeVisible();
  // Emotion's global style elements hold no rules of their own: the page's copy is the only one.
  const globalRules = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0));
  expect(globalRules).toBe(0);
  expect(await page.locator('style#chakra-global-css').count()).toBe(1);
  expect(await brandColour()).toBe('#0c5d56');
});
