import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { signIn } from './support/auth.js';
import { expectNoSeriousViolations, expectTheme, keepScreenshot, settled, type Theme } from './support/pages.js';

// Every route of the spec, scanned by axe in both themes: no serious or critical violation.
// Home, a category page and the dashboard are also kept as screenshots of each theme
// (.test-reports/screenshots and the Playwright report).

/** A seeded product of the verified seller, never sold by any journey (emulators/seed/data.ts). */
const HONDA_GX160 = { id: 'UXXFWXLCpaNfhs0gCa05', name: '5.5HP OHV Petrol Engine (GX160)' };

const PUBLIC_ROUTES = ['/', '/blogs', '/contactUs', '/api/docs', '/signin', '/signup', '/no-such-page'];
const BUYER_ROUTES = ['/category/all', '/category/20', '/category/32', '/category/40', `/product/${HONDA_GX160.id}`, '/dashboard', '/dashboard/account'];
const SELLER_ROUTES = ['/dashboard/addProduct', '/dashboard/myProducts', '/dashboard/myBuyers'];
const ADMIN_ROUTES = ['/dashboard/allBuyer', '/dashboard/allSeller', '/dashboard/allAdmin'];

async function scan(page: Page, theme: Theme, path: string) {
  await page.goto(path);
  await settled(page);
  await expectTheme(page, theme);
  await expectNoSeriousViolations(page, `${path} (${theme})`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    // The system preference picks the theme (the app's default until the user chooses).
    test.use({ colorScheme: theme });
    // Several pages per test, each loaded and scanned in full.
    test.describe.configure({ timeout: 120_000 });

    test(`every public page has no serious accessibility violation (${theme})`, async ({ page }, testInfo) => {
      for (const path of PUBLIC_ROUTES) await scan(page, theme, path);
      await page.goto('/');
      await settled(page);
      await keepScreenshot(page, testInfo, `home-${theme}`);
    });

    test(`the catalog, a product, its booking dialog and My Orders have no serious accessibility violation (${theme})`, async ({ page }, testInfo) => {
      await signIn(page, 'buyer@machinery.test');
      for (const path of BUYER_ROUTES) await scan(page, theme, path);

      await page.goto('/category/20');
      await settled(page);
      await keepScreenshot(page, testInfo, `category-${theme}`);

      await page.goto(`/product/${HONDA_GX160.id}`);
      await settled(page);
      await page.getByRole('article', { name: HONDA_GX160.name }).getByRole('button', { name: 'Book now' }).click();
      await expect(page.getByRole('dialog', { name: HONDA_GX160.name })).toBeVisible();
      // Scanned with its form, which arrives when a booking is first opened.
      await expect(page.getByRole('dialog').getByRole('textbox', { name: /Phone Number/ })).toBeVisible();
      await expectNoSeriousViolations(page, `the booking dialog (${theme})`);
    });

    test(`the seller's dashboard tabs have no serious accessibility violation (${theme})`, async ({ page }, testInfo) => {
      await signIn(page, 'seller@machinery.test');
      for (const path of SELLER_ROUTES) await scan(page, theme, path);
      await page.goto('/dashboard/myProducts');
      await settled(page);
      await keepScreenshot(page, testInfo, `dashboard-${theme}`);
    });

    test(`the admin's dashboard tabs have no serious accessibility violation (${theme})`, async ({ page }) => {
      await signIn(page, 'admin@machinery.test');
      for (const path of ADMIN_ROUTES) await scan(page, theme, path);
    });
  });
}
