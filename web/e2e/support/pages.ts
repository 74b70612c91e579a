import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/**
 * Waits until the page has settled: the route's code has arrived (no page spinner) and no list
 * is still loading (no `aria-busy`), so a scan or a picture shows the real screen.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByLabel('Loading page')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * How many elements of the page Chakra's components drew (Emotion's `css-…` classes, which Chakra
 * writes as a part renders): none on a screen drawn from static styles.
 */
export function chakraDrawnElements(page: Page): Promise<number> {
  return page.evaluate(() => [...document.querySelectorAll('[class*="css-"]')].filter((element) => [...element.classList].some((name) => /^css-[a-z0-9]+$/.test(name))).length);
}

/** The theme really applied: next-themes puts the class on <html>. */
export async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/**
 * axe on the page, answering its violations only. In the page itself (axe's legacy mode): the app
 * draws no frames of its own, and the default mode's step across frames (a second page that merges
 * each frame's results) took 3–4 times as long (the API reference: 21–25 s against 5.4–6.5 s).
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * Runs only `rules` of axe on the current page and fails on any finding, whatever its impact:
 * for rules Lighthouse's accessibility score counts that the scans above let pass (a heading
 * level skipped, a tap target under 24 px).
 */
export async function expectNoViolationsOf(page: Page, rules: string[], where: string) {
  const { violations } = await axeOn(page).withRules(rules).analyze();
  const report = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(report, `axe (${rules.join(', ')}) on ${where}`).toEqual([]);
}

/**
 * Runs axe on the current page and fails with a readable list of every serious or critical
 * violation (rule, what it asks for, where). Minor and moderate findings are not failures.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  // A still screen: mid-way through fading in or out (a toast), an element has the colours of
  // neither end, and axe would judge a contrast nobody sees for long. Spinners loop: not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  const { violations } = await axeOn(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(report, `axe on ${where}`).toEqual([]);
}
