import type { Page } from '@playwright/test';
import { axeOn, expectTheme } from './support/pages.js';
import { expect, test } from './support/test.js';

// The API reference: Redoc's reference of the OpenAPI document the API serves at
// /api/openapi.json, drawn by the app at /api/docs under the site's Content-Security-Policy
// (the fixture fails the journey on any refusal), from the footer, on a phone and in dark mode.

// A first visit waits for Redoc's chunk and the document (referenceDrawn), then scans with axe.
test.describe.configure({ timeout: 60_000 });

/** Every error the page writes to the console, or throws, while the journey runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Redoc's headings carry their link's name before their own words ("tag/Catalog/operation/… List a machine"). */
const callHeading = (page: Page, summary: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${summary}$`) });

/**
 * Waits for Redoc to draw the reference: on a first visit its chunk (1 MB) and the document, from a
 * function the emulator may still be starting, take several seconds on a small machine.
 */
async function referenceDrawn(page: Page) {
  await expect(callHeading(page, 'List a machine')).toBeAttached({ timeout: 30_000 });
}

/**
 * axe on the contents and one call, as the reader sees them now (serious and critical findings
 * only). The whole reference, 11,000 elements, is scanned in both themes by what-people-see.spec.ts.
 */
async function expectReadable(page: Page, section: string, where: string) {
  const { violations } = await axeOn(page).include('nav[aria-label="API reference"]').include(`[data-section-id="${section}"]`).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), `axe on ${where}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('Hosting serves /api/docs as the app, beside the document at /api/openapi.json and the rest of the API', async ({ request }) => {
  const page = await request.get('/api/docs');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['content-security-policy']).toBe((await request.get('/')).headers()['content-security-policy']);

  const document = await request.get('/api/openapi.json');
  expect(document.status()).toBe(200);
  expect(await document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./), info: { title: expect.any(String) } });

  expect((await request.get('/api/health')).status()).toBe(200);
});

test.describe('on a laptop, in the light theme', () => {
  test.use({ colorScheme: 'light' });

  test("the footer's API link opens the reference of every call, and its contents lead to one", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();

    await expect(page).toHaveURL(/\/api\/docs$/);
    await expect(page).toHaveTitle('API reference · Machinery Market');
    await referenceDrawn(page);
    await expect(page.getByRole('heading', { level: 1, name: /Machinery Market API/ })).toBeVisible();

    const contents = page.getByRole('navigation', { name: 'API reference' });
    await contents.getByRole('link', { name: 'Catalog' }).click();
    await contents.getByRole('link', { name: 'get The machine size categories' }).click();
    await expect(page).toHaveURL(/#tag\/Catalog\/operation\/listCategories$/);
    const heading = callHeading(page, 'The machine size categories');
    await expect(heading).toBeInViewport();
    // Redoc scrolled it to just below the sticky top bar, not under it.
    const topBar = await page.getByRole('banner').boundingBox();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
    await expect(contents.getByRole('link', { name: 'get The machine size categories' })).toHaveAttribute('aria-current', 'location');

    await expectNoSidewaysScroll(page);
    await expectReadable(page, 'tag/Catalog/operation/listCategories', '/api/docs (light, laptop)');
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone, in the dark theme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 375, height: 812 } });

  test('the reference reads in dark colours, its contents open from a button, and nothing scrolls sideways', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/api/docs');
    await expectTheme(page, 'dark');
    await referenceDrawn(page);
    // The middle panel is the page's own dark background with light words.
    const words = await page.getByRole('heading', { level: 1, name: /Machinery Market API/ }).evaluate((heading) => getComputedStyle(heading).color);
    expect(words).toBe('rgb(250, 250, 250)');

    const contents = page.getByRole('navigation', { name: 'API reference' });
    await expect(contents).toBeHidden();
    await page.getByRole('button', { name: 'Contents' }).click();
    await expect(page.getByRole('button', { name: 'Contents' })).toHaveAttribute('aria-expanded', 'true');
    await contents.getByRole('link', { name: 'Listings' }).click();
    await contents.getByRole('link', { name: 'post List a machine' }).click();

    await expect(contents).toBeHidden();
    const heading = callHeading(page, 'List a machine');
    await expect(heading).toBeInViewport();
    const contentsBar = await page.getByRole('button', { name: 'Contents' }).boundingBox();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(contentsBar!.y + contentsBar!.height);

    await expectNoSidewaysScroll(page);
    await expectReadable(page, 'tag/Listings/operation/addProduct', '/api/docs (dark, phone)');
    expect(errors).toEqual([]);
  });

  test('switching to light in place repaints the reference where the reader is', async ({ page }) => {
    await page.goto('/api/docs');
    await referenceDrawn(page);
    await page.getByRole('button', { name: 'Contents' }).click();
    await page.getByRole('navigation', { name: 'API reference' }).getByRole('link', { name: 'Bookings' }).click();
    const before = await page.evaluate(() => window.scrollY);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expectTheme(page, 'light');
    await expect(page.getByRole('heading', { level: 1, name: /Machinery Market API/ })).toHaveCSS('color', 'rgb(9, 9, 11)');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test("a document that cannot be read says so, and Try again brings the reference", async ({ page }) => {
  // The stack is shared by every journey, so the failure is made in the browser, for the document only.
  await page.route('**/api/openapi.json', (route) => route.fulfill({ status: 503, json: { success: false, message: 'The database could not be reached in time.', data: null } }));
  await page.goto('/api/docs');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load the API reference.');
  await expect(alert).toContainText('The database could not be reached in time.');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page).toHaveTitle('API reference · Machinery Market');

  await page.unroute('**/api/openapi.json');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await referenceDrawn(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
