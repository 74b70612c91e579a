import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** The theme really applied: next-themes puts the class on <html>. */
export async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/**
 * Runs axe on the current page and fails with a readable list of every serious or critical
 * violation (rule, what it asks for, where). Minor and moderate findings are not failures.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(report, `axe on ${where}`).toEqual([]);
}

/** Where the kept screenshots go, next to the other test reports (the CI keeps that folder). */
const SCREENSHOTS = join('.test-reports', 'screenshots');

/** A full-page screenshot kept as a file and attached to the Playwright report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Pictures load lazily as they come into view: scroll through once so the picture has them all.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((frame) => requestAnimationFrame(frame));
    }
  });
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
