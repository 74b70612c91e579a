import { expect, test } from './support/test.js';

test('the home page shows the seeded categories under "Browse items by category"', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#category');
  await expect(section.getByRole('heading', { name: 'Browse items by category' })).toBeVisible();
  for (const [size, type] of [['20', 'Small'], ['32', 'Medium'], ['40', 'Large']]) {
    const card = section.getByRole('link', { name: new RegExp(`Size: ${size}\\b`) });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', `/category/${size}`);
    await expect(card).toContainText(`Type: ${type}`);
  }
  await expect(section.getByRole('link', { name: 'See All Products' })).toHaveAttribute('href', '/category/all');
});

test('the API answers the envelope through the Hosting origin', async ({ request }) => {
  const res = await request.get('/api/productsCategory');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  expect(body.data.map((c: { categorySize: string }) => c.categorySize)).toEqual(['20', '32', '40']);
});
