import type { Page } from '@playwright/test';
import { createAccount, idTokenOf } from './support/accounts.js';
import { signIn } from './support/auth.js';
import { changePrice, listMachine } from './support/listings.js';
import { expectNoSeriousViolations, expectTheme, settled } from './support/pages.js';
import { showIn } from './support/what-people-see.js';
import { expect, test } from './support/test.js';

// Seller insights and the price guide, on accounts and machines of the journey's own: a buyer's
// look at a machine is counted once and shows in its seller's Insights; a price guide segment of
// the journey's own (a make nobody else lists) is seeded through the API.

/** Today as the insights' tables write a day: the API counts in UTC days. */
const today = () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());

/** The figure of one total ("views") in the Insights' totals. */
function total(page: Page, metric: string) {
  return page.getByRole('region', { name: /^Totals, last/ }).locator(`[data-metric="${metric}"] dd`);
}

/** The page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

test('a buyer’s look at a machine shows in its seller’s Insights, as a chart and a table, and in the listing’s own insights with its price steps', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Shirin Seller ${stamp}`, 'seller');
  const buyer = await createAccount(request, `Badal Buyer ${stamp}`, 'buyer');
  const machine = await listMachine(request, seller.email, `Kubota RT140 ${stamp}`);
  await changePrice(request, seller.email, machine.id, 480);

  // The buyer opens the machine's page: the page counts the look by itself.
  await signIn(page, buyer.email);
  const counted = page.waitForResponse((answer) => answer.url().endsWith(`/api/products/${machine.id}/views`) && answer.request().method() === 'POST');
  await page.goto(`/product/${machine.id}`);
  // The first screens of a journey wait longer: a busy machine serves a stack just started slowly.
  await expect(page.getByRole('article', { name: machine.name })).toBeVisible({ timeout: 15_000 });
  expect(((await (await counted).json()) as { data: { counted: boolean } }).data.counted).toBe(true);

  // The seller, in a browser of their own, opens their own machine's page (never counted, never sent), then Insights.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email);
  const ownViews: string[] = [];
  sellerPage.on('request', (sent) => {
    if (sent.url().includes('/views')) ownViews.push(sent.url());
  });
  await sellerPage.goto(`/product/${machine.id}`);
  await expect(sellerPage.getByRole('article', { name: machine.name })).toBeVisible({ timeout: 15_000 });
  await sellerPage.goto('/dashboard');
  await sellerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Insights' }).click();
  await expect(sellerPage).toHaveURL('/dashboard/insights');
  expect(ownViews).toEqual([]);

  await expect(total(sellerPage, 'views')).toHaveText('1', { timeout: 15_000 });
  await expect(total(sellerPage, 'priceChanges')).toHaveText('1');
  await expect(sellerPage.getByRole('img', { name: /^Views and requests per day over the last 30 days: 1 view in all/ })).toBeVisible({ timeout: 15_000 });
  await sellerPage.getByRole('button', { name: 'Show as a table' }).click();
  const table = sellerPage.getByRole('table', { name: 'Views and requests per day' });
  const todayRow = table.getByRole('row').filter({ has: sellerPage.getByRole('rowheader', { name: today() }) });
  await expect(todayRow.getByRole('cell')).toHaveText(['1', '0']);

  // The most viewed listing leads to its own insights: its days, its price history as steps.
  await sellerPage.getByRole('region', { name: 'Most viewed listings' }).getByRole('link', { name: machine.name }).click();
  await expect(sellerPage).toHaveURL(`/dashboard/insights/${machine.id}`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: `Insights: ${machine.name}` })).toBeVisible();
  await expect(sellerPage.getByText('On the market for 0 days')).toBeVisible();
  const prices = sellerPage.getByRole('region', { name: 'Price history' });
  const steps = prices.getByRole('img', { name: `Asked $520 from ${today()}; 1 price change, $480 since ${today()}.` });
  await expect(steps).toBeVisible();
  await expect(steps.locator('[data-series="price"]')).toHaveAttribute('d', /^M[\d.]+,[\d.]+L/);
  await prices.getByRole('button', { name: 'Show as a table' }).click();
  await expect(prices.getByRole('table', { name: 'Price history' }).getByRole('row')).toHaveText([/Set on\s*Asking price/, `${today()}$520`, `${today()}$480`]);
  await expect(sellerPage.getByRole('link', { name: `See the listing’s page: ${machine.name}` })).toHaveAttribute('href', `/product/${machine.id}`);
  await sellerContext.close();
});

test('on a 375 px phone, in both themes, Insights has no serious accessibility violation and stays on screen; Add Product’s price guide gives the segment’s figures', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const seller = await createAccount(request, `Parvez Seller ${stamp}`, 'seller');
  const buyer = await createAccount(request, `Bithi Buyer ${stamp}`, 'buyer');
  // A segment of the journey's own: five machines of a make nobody else lists, 400 to 800 dollars.
  const make = `Journey Make ${stamp}`;
  const machines = [];
  for (const price of [400, 500, 600, 700, 800]) machines.push(await listMachine(request, seller.email, `${make} ${price}`, { categoryCompany: make, resalePrice: price }));
  const { idToken } = await idTokenOf(request, buyer.email);
  const viewed = await request.post(`/api/products/${machines[0]!.id}/views`, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(viewed.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, seller.email);
  await page.goto('/dashboard/insights');
  await expect(total(page, 'views')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByRole('img', { name: /^Views and requests per day/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Show as a table' }).click();
  await expect(page.getByRole('table', { name: 'Views and requests per day' })).toBeVisible();
  await settled(page);
  for (const theme of ['light', 'dark'] as const) {
    await showIn(page, theme);
    await expectTheme(page, theme);
    await expectNoSeriousViolations(page, `the Insights tab (${theme})`);
    await expectNoSidewaysScroll(page);
  }

  // Add Product: the guide comes under the price once size, fuel and year (and here the make) are filled.
  await page.goto('/dashboard/addProduct');
  const form = page.getByRole('form', { name: 'Add Product' });
  await form.getByRole('textbox', { name: 'Company / model', exact: true }).fill(make);
  await form.getByRole('textbox', { name: 'Machine size', exact: true }).fill('32');
  await form.getByRole('textbox', { name: 'Fuel type', exact: true }).fill('diesel');
  await form.getByRole('spinbutton', { name: 'Manufacturing year', exact: true }).fill('2019');
  await expect(form.getByRole('status')).toHaveText('Similar machines ask $500–$700 (median $600, 5 listings)', { timeout: 15_000 });
  await expectNoSeriousViolations(page, 'Add Product with the price guide (dark)');
  await expectNoSidewaysScroll(page);
});
