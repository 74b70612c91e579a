// Section 3b: Lighthouse (the npm package) in the system Chromium against the full local stack
// (`npm start -- --no-build`): the home page signed out, and a category page signed in as the
// demo buyer, each with the mobile (default) and the desktop configuration.
//
// The category page needs a signed-in user: Playwright signs in through the app's own form in
// the same Chromium (its default profile, where Firebase keeps the session), then Lighthouse
// runs with its storage reset turned off (the session must survive) after the HTTP cache is
// cleared by hand (so the page still loads cold).
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { spawn } from 'node:child_process';
import { ROOT } from '../emulators/stack.js';
import { CHROMIUM_ARGS, chromiumPath } from '../web/e2e/browser.js';
import { onCleanup, stopChild, withTimeout } from './processes.js';
import { kb, line, type Line } from './report.js';

const SECTION = 'Lighthouse';
/** Where `npm start` serves the web app (Hosting emulator). */
export const ORIGIN = 'http://127.0.0.1:5000';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const BUDGETS = { mobilePerformance: 95, accessibility: 100, mobileLcpMs: 2500, cls: 0.05 };
const BUYER = { email: 'buyer@machinery.test', password: 'Machine#2026' };

/** `npm start -- --no-build` until it says it is ready; the returned function stops it (SIGTERM). */
export async function startFullStack(): Promise<() => Promise<void>> {
  const child = spawn('npm', ['start', '--silent', '--', '--no-build'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = onCleanup('the local stack (npm start)', () => stopChild(child, 30_000));
  let output = '';
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Machinery Market is ready')) resolve();
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.once('exit', (code) => reject(new Error(`npm start exited (code ${code}) before it was ready: ${output.trim().split('\n').slice(-3).join(' ')}`)));
      }),
      240_000,
      'npm start',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Signs the demo buyer in through the web app's form, in Chromium's default profile. */
async function signInBuyer(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/signin`, { timeout: 60_000 });
    // By input type, not label: the labels carry a required mark ("Email *").
    await page.locator('form input[type="email"]').fill(BUYER.email, { timeout: 60_000 });
    await page.locator('form input[type="password"]').fill(BUYER.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('button', { name: /^Account menu of / }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser and its default profile stay
  }
}

/** Empties the HTTP cache (and nothing else), so a run that keeps the session still loads cold. */
async function clearHttpCache(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

type Run = {
  page: string;
  url: string;
  formFactor: 'mobile' | 'desktop';
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  requests: number;
  /** The element that painted last (LCP) and the one that moved most (CLS), as Lighthouse names them. */
  lcpElement: string;
  shiftElement: string;
  /** Milliseconds of script evaluation and parsing on the main thread (Lighthouse bootup-time). */
  bootupMs: number;
  failedAudits: string[];
};

/** The first DOM node a Lighthouse audit's details mention, by its label or snippet. */
function firstNode(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const node = (details as { node?: { nodeLabel?: string; snippet?: string } }).node;
  if (node) return (node.nodeLabel || node.snippet || '').replace(/\s+/g, ' ').slice(0, 80);
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return '';
}

async function audit(port: number, origin: string, page: string, path: string, formFactor: 'mobile' | 'desktop', keepSession: boolean): Promise<Run> {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepSession,
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await withTimeout(lighthouse(`${origin}${path}`, flags, config), 180_000, `Lighthouse on ${path} (${formFactor})`);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const failedAudits = ['accessibility', 'best-practices'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${cat}: ${ref.id}`),
  );
  return {
    page,
    url: path,
    formFactor,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0),
    requests: requests.length,
    lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details),
    shiftElement: firstNode(lhr.audits['layout-shifts']?.details),
    bootupMs: num('bootup-time'),
    failedAudits,
  };
}

function runLines(r: Run): Line[] {
  const name = `${r.page}, ${r.formFactor}`;
  const mobile = r.formFactor === 'mobile';
  const out: Line[] = [];
  if (mobile) out.push(line(SECTION, `${name}: performance`, String(r.performance), `≥ ${BUDGETS.mobilePerformance}`, r.performance >= BUDGETS.mobilePerformance));
  out.push(
    line(
      SECTION,
      `${name}: accessibility`,
      `${r.accessibility}${r.failedAudits.some((a) => a.startsWith('accessibility')) ? ` (failing: ${r.failedAudits.filter((a) => a.startsWith('accessibility')).join(', ')})` : ''}`,
      `= ${BUDGETS.accessibility}`,
      r.accessibility >= BUDGETS.accessibility,
    ),
  );
  if (mobile) out.push(line(SECTION, `${name}: LCP`, `${(r.lcpMs / 1000).toFixed(2)} s`, `≤ ${BUDGETS.mobileLcpMs / 1000} s`, r.lcpMs <= BUDGETS.mobileLcpMs));
  out.push(line(SECTION, `${name}: CLS`, r.cls.toFixed(3), `≤ ${BUDGETS.cls}`, r.cls <= BUDGETS.cls));
  out.push(
    line(
      SECTION,
      `${name}: other figures`,
      `${mobile ? '' : `performance ${r.performance} · LCP ${(r.lcpMs / 1000).toFixed(2)} s · `}best practices ${r.bestPractices} · TBT ${Math.round(r.tbtMs)} ms · ${kb(r.totalBytes)} in ${r.requests} requests${
        r.lcpElement ? ` · LCP element: ${r.lcpElement}` : ''
      }${r.cls > BUDGETS.cls && r.shiftElement ? ` · shifted most: ${r.shiftElement}` : ''}`,
      '',
      null,
    ),
  );
  return out;
}

/** Lighthouse against the local stack, which `fullStack` starts (or has started) and which is stopped at the end. */
export async function measureLighthouse(
  fullStack: Promise<() => Promise<void>> = startFullStack(),
  origin = ORIGIN,
): Promise<{ lines: Line[]; details: Record<string, unknown>; notes: string[] }> {
  const notes: string[] = [];
  const stopStack = await fullStack;
  const launching: Promise<LaunchedChrome> = launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const stopChrome = onCleanup('Chromium', async () => {
    (await launching.catch(() => undefined))?.kill();
  });
  try {
    const { port } = await withTimeout(launching, 60_000, 'Chromium start');
    const runs: Run[] = [];
    process.stdout.write('  home page, signed out: mobile, desktop…\n');
    runs.push(await audit(port, origin, 'Home', '/', 'mobile', false));
    runs.push(await audit(port, origin, 'Home', '/', 'desktop', false));
    process.stdout.write(`  category page, signed in as ${BUYER.email}: mobile, desktop…\n`);
    let signedIn = true;
    try {
      await withTimeout(signInBuyer(port, origin), 120_000, 'signing in');
    } catch (error) {
      signedIn = false;
      notes.push(`Lighthouse: signing in failed (${(error as Error).message}); the category page was measured as a signed-out visitor sees it (the sign-in redirect).`);
    }
    for (const formFactor of ['mobile', 'desktop'] as const) {
      await clearHttpCache(port);
      const r = await audit(port, origin, signedIn ? 'Category /category/all' : 'Category /category/all (signed out: sign-in redirect)', '/category/all', formFactor, signedIn);
      if (signedIn && !r.finalUrl.includes('/category/all')) {
        notes.push(`Lighthouse: the category run (${formFactor}) ended on ${r.finalUrl}, not on the category page.`);
      }
      runs.push(r);
    }
    const home = runs[0]!;
    const lines: Line[] = [
      ...runs.flatMap(runLines),
      line(SECTION, 'Home page: bytes loaded (mobile run)', `${kb(home.totalBytes)} in ${home.requests} requests, of which JS ${kb(home.scriptBytes)} (as transferred)`, '', null),
    ];
    return { lines, details: { runs, chromium: chromiumPath(), flags: CHROME_FLAGS }, notes };
  } finally {
    await stopChrome();
    await stopStack();
  }
}
