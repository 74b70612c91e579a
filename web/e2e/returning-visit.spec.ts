import { expect, test } from './support/test.js';
import { signIn, signOut } from './support/auth.js';

// A returning buyer's phone: Firebase restores the session with a round trip to the sign-in
// service (accounts:lookup) before it says who is signed in. Here that answer is held back, as a
// slow connection would, to show what the buyer sees meanwhile; then it is let through.
const SIGN_IN_SERVICE_LOOKUP = /accounts:lookup/;

test.describe('a returning buyer', () => {
  test('sees the catalog of their last visit before the sign-in service has answered, and it then works as always', async ({ page }) => {
    await signIn(page, 'buyer@machinery.test');
    await page.goto('/category/all');
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const firstMachine = await firstCard.getByRole('heading', { level: 2 }).textContent();

    let letThrough = () => {};
    const answered = new Promise<void>((resolve) => (letThrough = resolve));
    let held = 0;
    await page.route(SIGN_IN_SERVICE_LOOKUP, async (route) => {
      held++;
      await answered;
      await route.continue();
    });
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products/')) productCalls.push(request.headers().authorization ?? 'no token');
    });

    await page.reload();

    // The last visit's first page, and no call to the API yet.
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(firstMachine ?? '');
    await expect.poll(() => held).toBeGreaterThan(0);
    expect(productCalls).toEqual([]);

    letThrough();

    // Once the session is restored, the list is asked for again with its token.
    await expect.poll(() => productCalls.length).toBeGreaterThan(0);
    expect(productCalls.every((authorization) => authorization.startsWith('Bearer '))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: /^Show All : \d+ Product$/ })).toBeVisible();
  });

  test('who signed out finds nothing kept: the catalog sends them to Sign In', async ({ page }) => {
    await signIn(page, 'buyer@machinery.test');
    await page.goto('/category/all');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await signOut(page);
    expect(await page.evaluate(() => [localStorage.getItem('machinery.session.v1'), localStorage.getItem('machinery.keptAnswers.v1')])).toEqual([null, null]);

    await page.goto('/category/all');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});
