// How soon a returning person's dashboard tab shows its content on a phone's connection, with the
// throttling applied in the browser (Chromium's slow 4G and 4× CPU), where Lighthouse simulates it
// from an unthrottled load: what a chain of requests costs shows here as it happens.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../web/e2e/browser.js';
import { signInThroughForm } from './emulator-sign-in.js';
import { ORIGIN } from './lighthouse.js';
import { CPU_SLOWDOWN, PHONE } from './phone.js';
import { onCleanup, withTimeout } from './processes.js';
import { line, type Line } from './report.js';

const SECTION = 'Lighthouse';
const LOADS = 5;
/** Chromium's DevTools preset "Slow 4G" as Lighthouse's mobile runs simulate it. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A tab, who opens it and what on it is its content once drawn. */
const TABS = [
  { email: 'seller@machinery.test', path: '/dashboard/myProducts', content: 'rows', selector: 'tbody tr[role="row"]:not([aria-hidden]) td' },
  { email: 'buyer@machinery.test', path: '/dashboard', content: 'rows', selector: 'tbody tr[role="row"]:not([aria-hidden]) td' },
  { email: 'buyer@machinery.test', path: '/dashboard/account', content: 'form', selector: 'form input' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The page's largest paint so far. */
const largestPaint = (page: Page) =>
  page.evaluate(() => new Promise<number>((shown) => new PerformanceObserver((list) => shown(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true })));

/** Each tab loaded cold `LOADS` times by its returning person: when its content and its largest paint were on screen. */
export async function measureTabContent(): Promise<{ lines: Line[]; details: Record<string, unknown> }> {
  const launching = chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const stopChromium = onCleanup('Chromium (tab content)', async () => (await launching.catch(() => undefined))?.close());
  const lines: Line[] = [];
  const details: Record<string, unknown> = {};
  try {
    const browser = await withTimeout(launching, 60_000, 'Chromium start');
    for (const tab of TABS) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await signInThroughForm(page, ORIGIN, tab.email);
      // Opened once: a returning person's browser has been there.
      await page.goto(ORIGIN + tab.path);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const shown: number[] = [];
      const painted: number[] = [];
      for (let load = 0; load < LOADS; load++) {
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(ORIGIN + tab.path, { waitUntil: 'commit' });
        await page.locator(tab.selector).first().waitFor({ timeout: 60_000 });
        shown.push(Math.round(await page.evaluate(() => performance.now())));
        painted.push(Math.round(await largestPaint(page)));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await page.waitForLoadState('networkidle');
      }
      await context.close();
      const seconds = (ms: number) => (ms / 1000).toFixed(2);
      lines.push(
        line(
          SECTION,
          `${tab.path}, applied throttling: ${tab.content} / LCP`,
          `${seconds(median(shown))} s / ${seconds(median(painted))} s (medians of ${LOADS}; ${shown.map(seconds).join(', ')})`,
          '',
          null,
          { shownMs: shown, largestPaintMs: painted },
        ),
      );
      details[tab.path] = { shownMs: shown, largestPaintMs: painted };
    }
    return { lines, details };
  } finally {
    await stopChromium();
  }
}
