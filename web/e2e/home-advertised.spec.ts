import { expect, test } from './support/test.js';
import { signIn } from './support/auth.js';

// The products the seed advertises on the home page (emulators/seed/data.ts).
const seededAdvertised = [
  { id: 'huG8GP38g4o5MNJAYKJ1', name: '4HP Water Cooled Diesel Engine (R170A)', type: 'Small' },
  { id: 'UXXFWXLCpaNfhs0gCa05', name: '5.5HP OHV Petrol Engine (GX160)', type: 'Small' },
  { id: 'K7EGHZbKoXi0d9TH4QgT', name: '22HP Water Cooled Diesel Engine (ZS1115)', type: 'Medium' },
  { id: 'NBEjE4o24hOSDRET79Iq', name: '10HP Water Cooled Diesel Engine (TV1)', type: 'Medium' },
  { id: 'qC79l9B1UE8ePr5FxgmV', name: '4-Cylinder 2.2L Diesel Engine (404D-22)', type: 'Large' },
];

test('the home page shows the advertised products, each linking to its page', async ({ page }) => {
  await page.goto('/');
  const area = page.getByRole('region', { name: 'Advertisement Area' });
  await expect(area.getByRole('heading', { level: 2, name: 'Advertisement Area' })).toBeVisible();

  // Other journeys of the same run may advertise more: the seeded ones are all there.
  for (const { id, name, type } of seededAdvertised) {
    const card = area.getByRole('link', { name: new RegExp(`Machine Size: ${name.replace(/[()]/g, '\\$&')}`) });
    await expect(card).toHaveAttribute('href', `/product/${id}`);
    await expect(card).toContainText(`Machine Type: ${type}`);
  }
});

test('a signed-in visitor follows an advertised product to its details', async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');
  const first = seededAdvertised[0]!;
  await page.getByRole('region', { name: 'Advertisement Area' }).getByRole('link', { name: new RegExp(`Machine Size: 4HP`) }).click();

  await expect(page).toHaveURL(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'product details' })).toBeVisible();
  await expect(page.getByRole('article', { name: first.name })).toBeVisible();
});

test('the slider turns with its "Next slide" button', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured machines' });
  await expect(slider).toBeVisible();

  const currentDot = slider.locator('[aria-current="true"]');
  const before = Number((await currentDot.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await slider.getByRole('button', { name: 'Next slide' }).click();

  const expected = (before % 3) + 1;
  await expect(currentDot).toHaveAttribute('aria-label', `Go to slide ${expected}`);
  await expect(slider.getByRole('group', { name: `${expected} of 3` })).toBeVisible();
});
