import type { Page } from '@playwright/test';
import { signIn } from './support/auth.js';
import { expect, test } from './support/test.js';

// What a dialog does to the page behind it, in Chromium: it holds it still and out of reach
// without restyling all of it (docs/performance.md, "Interactions on a phone").

/**
 * The blocks of Emotion's sheets that Chromium restyles the whole page for when one is added: each
 * cascade layer (`@layer recipes {…}`) and each hover media block, within a layer or outside, with
 * how many rules each holds.
 */
function blocksOfEmotion(page: Page) {
  return page.evaluate(() => {
    const hover = (rule: CSSRule) => rule instanceof CSSMediaRule && rule.conditionText === '(hover: hover)';
    return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).flatMap((style) =>
      Array.from(style.sheet?.cssRules ?? []).flatMap((rule) => {
        if (hover(rule)) return [{ block: 'hover', rules: (rule as CSSMediaRule).cssRules.length }];
        if (!(rule instanceof CSSLayerBlockRule)) return [];
        const inner = Array.from(rule.cssRules).filter(hover);
        return [{ block: `layer ${rule.name}`, rules: rule.cssRules.length }, ...inner.map((block) => ({ block: `hover in ${rule.name}`, rules: (block as CSSMediaRule).cssRules.length }))];
      }),
    );
  });
}

// One journey for both, on one page: each tab's first visit and the confirmation bring new styles.
test("a confirmation holds the page still and out of reach, and Chakra's styles go into one block each", async ({ page }) => {
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myBuyers');
  for (const tab of ['Account', 'Insights', 'My Products']) {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  const deleteButtons = page.getByRole('main').getByRole('button', { name: /^Delete / });
  // The first call of a freshly started stack may take a while.
  await expect(deleteButtons.first()).toBeVisible({ timeout: 30_000 });
  const [first, second] = await deleteButtons.evaluateAll((buttons) => buttons.slice(0, 2).map((button) => button.getAttribute('aria-label')!));
  // Measured before: once the confirmation is open, the page behind it is hidden from its roles.
  const behind = (await page.getByRole('button', { name: second }).boundingBox())!;

  await page.getByRole('button', { name: first }).click();
  const confirmation = page.getByRole('alertdialog', { name: `${first}?` });
  await expect(confirmation).toBeVisible();
  const during = await page.evaluate(() => ({ overflow: document.documentElement.style.overflow, bodyPointerEvents: getComputedStyle(document.body).pointerEvents }));
  expect(during).toEqual({ overflow: 'hidden', bodyPointerEvents: 'auto' });

  const blocks = await blocksOfEmotion(page);
  const names = blocks.map(({ block }) => block);
  expect(new Set(names).size, `one block of each: ${JSON.stringify(blocks)}`).toBe(names.length);
  // The tabs' Chakra parts left (Account's sections, the insight pages' frame) write a dozen or more.
  expect(blocks.find(({ block }) => block === 'layer recipes')?.rules).toBeGreaterThan(8);
  // The buttons' hover states, gathered in the recipes' one hover block.
  expect(blocks.find(({ block }) => block === 'hover in recipes')?.rules).toBeGreaterThan(2);

  // A press where another row's Delete is, behind the backdrop, reaches the backdrop, not the row:
  // the confirmation stays (it only closes by its own buttons), and no second one opens.
  await page.mouse.click(behind.x + behind.width / 2, behind.y + behind.height / 2);
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  await confirmation.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirmation).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(page.getByRole('button', { name: first })).toBeVisible();
});
