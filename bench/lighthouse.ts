// Section 3b: Lighthouse (the npm package) in the system Chromium against the full local stack
// (`npm start -- --no-build`): the home page signed out (a first visit), and a category page
// signed in as the demo buyer, each with the mobile (default) and the desktop configuration,
// RUNS times each (`--lighthouse-runs`); every figure is the median of its runs.
//
// The category page needs a signed-in user: Playwright signs in through the app's own form in
// the same Chromium (its default profile, where Firebase keeps the session) and opens the page
// once, as a returning buyer has (the browser keeps the session and the list's first page of
// that visit). Lighthouse then runs with its storage reset turned off (the session must
// survive) after the HTTP cache is cleared by hand (so the page's code and pictures still load
// cold). The same visit, at 375 px wide, weighs the first card's picture.
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';
import { CHROMIUM_ARGS, chromiumPath } from '../web/e2e/browser.js';
import { signInThroughForm } from './emulator-sign-in.js';
import { onCleanup, stopChild, withTimeout } from './processes.js';
import { kb, line, type Line } from './report.js';
import { untilStackQuiet } from './stack-cpu.js';

const SECTION = 'Lighthouse';
/** Where `npm start` serves the web app (Hosting emulator). */
export const ORIGIN = 'http://127.0.0.1:5000';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const BUDGETS = { mobilePerformance: 95, desktopPerformance: 98, accessibility: 100, mobileLcpMs: 2000, tbtMs: 200, cls: 0.02, homeBytes: 300 * 1024, cardPictureBytes: 40 * 1024 };
/** Runs per page and form factor; each figure is their median. */
export const RUNS = 3;
const BUYER = 'buyer@machinery.test';
/**
 * The signed-in screens added after the home and category pages' budgets were set, measured the
 * same way (a returning person, mobile, RUNS runs): every dashboard tab of each role once.
 */
const SIGNED_IN_SCREENS: { email: string; paths: string[] }[] = [
  { email: BUYER, paths: ['/dashboard', '/dashboard/savedSearches', '/dashboard/favourites', '/dashboard/messages', '/dashboard/account'] },
  { email: 'seller@machinery.test', paths: ['/dashboard/addProduct', '/dashboard/myProducts', '/dashboard/myBuyers', '/dashboard/insights'] },
  { email: 'admin@machinery.test', paths: ['/dashboard/allBuyer', '/dashboard/allSeller', '/dashboard/allAdmin', '/dashboard/reports', '/dashboard/marketplace', '/dashboard/auditLog'] },
];

let stackPid: number | undefined;
/** The pid of the `npm start` that `startFullStack` started (its emulators and the Functions' workers run under it). */
export const fullStackPid = () => stackPid;

/** `npm start -- --no-build` until it says it is ready; the returned function stops it (SIGTERM). */
export async function startFullStack(): Promise<() => Promise<void>> {
  const child = spawn('npm', ['start', '--silent', '--', '--no-build'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  stackPid = child.pid;
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

/** The first card's picture on the category page at 375 px wide: its address and bytes. */
type CardPicture = { url: string; bytes: number };

/**
 * Signs `email` in through the web app's form, in Chromium's default profile, after forgetting
 * whoever was signed in there; then, when `paths` are given, opens each once, as a returning
 * person's browser has.
 */
async function signInAs(port: number, origin: string, email: string, paths: string[] = []) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await signInThroughForm(page, origin, email);
    for (const path of paths) {
      await page.goto(`${origin}${path}`, { timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    }
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser and its default profile stay
  }
}

/**
 * Signs the demo buyer in and opens the category page once at a phone's 375 px (a returning
 * buyer's browser has been there): answers what the first card's picture weighs there.
 */
async function signInBuyer(port: number, origin: string): Promise<CardPicture> {
  await signInAs(port, origin, BUYER);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${origin}/category/all`, { timeout: 60_000 });
    const picture = page.locator('article img').first();
    await picture.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await picture.elementHandle(), { timeout: 60_000 });
    const weighed = await picture.evaluate((img: HTMLImageElement) => {
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
      return { url: img.currentSrc, bytes: entry ? entry.encodedBodySize || entry.transferSize : -1 };
    });
    await page.close();
    return weighed;
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
  /** Lighthouse's measure of the host's speed at the run (higher is faster): slow hours show here. */
  benchmarkIndex: number;
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

/**
 * LIGHTHOUSE_REPORTS=<folder>: every run's whole report is also kept there as JSON (what shifted,
 * the LCP's phases, each request's timing), named after the page, its form factor and the time.
 */
function keepReport(lhr: object, name: string, trace: unknown) {
  const file = `${name.replace(/[^a-zA-Z0-9-]+/g, '_')}-${Date.now()}`;
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${file}.json`), JSON.stringify(lhr));
  }
  // LIGHTHOUSE_TRACES=<folder>: the load's trace as Lighthouse recorded it, the one its simulation
  // multiplies (each task at full speed, times four): DevTools' Performance panel opens it.
  const traces = process.env.LIGHTHOUSE_TRACES;
  if (traces && trace) {
    mkdirSync(traces, { recursive: true });
    writeFileSync(join(traces, `${file}.trace.json`), JSON.stringify(trace));
  }
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
  // The last load's background work on the stack (its notices, its logs) done first, as it would
  // be on Google's servers long before a person's next visit.
  if (stackPid) await untilStackQuiet(stackPid);
  const result = await withTimeout(lighthouse(`${origin}${path}`, flags, config), 180_000, `Lighthouse on ${path} (${formFactor})`);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  keepReport(lhr, `${path}-${formFactor}`, result.artifacts?.Trace);
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    failedAudits,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One page and form factor's runs as one: the median of each figure, the failing audits of any run. */
function medianRun(runs: Run[]): Run & { runs: number } {
  const first = runs[0]!;
  const mid = (pick: (r: Run) => number) => median(runs.map(pick));
  const lcpRun = runs.find((r) => r.lcpMs === mid((r) => r.lcpMs)) ?? first;
  return {
    ...first,
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    bestPractices: mid((r) => r.bestPractices),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    totalBytes: mid((r) => r.totalBytes),
    scriptBytes: mid((r) => r.scriptBytes),
    requests: mid((r) => r.requests),
    bootupMs: mid((r) => r.bootupMs),
    lcpElement: lcpRun.lcpElement,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    runs: runs.length,
  };
}

function runLines(r: Run & { runs: number }, all: Run[]): Line[] {
  const name = `${r.page}, ${r.formFactor}`;
  const mobile = r.formFactor === 'mobile';
  const each = (pick: (run: Run) => number, format: (n: number) => string) => (all.length > 1 ? ` (runs: ${all.map((run) => format(pick(run))).join(', ')})` : '');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const failing = r.failedAudits.filter((a) => a.startsWith('accessibility'));
  const performanceBudget = mobile ? BUDGETS.mobilePerformance : BUDGETS.desktopPerformance;
  const out: Line[] = [
    line(SECTION, `${name}: performance`, `${r.performance}${each((run) => run.performance, String)}`, `≥ ${performanceBudget}`, r.performance >= performanceBudget),
    line(SECTION, `${name}: accessibility`, `${r.accessibility}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`, `= ${BUDGETS.accessibility}`, r.accessibility >= BUDGETS.accessibility),
  ];
  if (mobile) {
    out.push(
      line(SECTION, `${name}: LCP`, `${seconds(r.lcpMs)}${each((run) => run.lcpMs, seconds)}`, `≤ ${BUDGETS.mobileLcpMs / 1000} s`, r.lcpMs <= BUDGETS.mobileLcpMs),
      line(SECTION, `${name}: TBT`, `${Math.round(r.tbtMs)} ms${each((run) => run.tbtMs, (ms) => String(Math.round(ms)))}`, `≤ ${BUDGETS.tbtMs} ms`, r.tbtMs <= BUDGETS.tbtMs),
    );
  }
  out.push(
    line(SECTION, `${name}: CLS`, r.cls.toFixed(3), `≤ ${BUDGETS.cls}`, r.cls <= BUDGETS.cls),
    line(
      SECTION,
      `${name}: other figures`,
      `${mobile ? '' : `LCP ${seconds(r.lcpMs)} · TBT ${Math.round(r.tbtMs)} ms · `}best practices ${r.bestPractices} · ${kb(r.totalBytes)} in ${r.requests} requests${
        r.lcpElement ? ` · LCP element: ${r.lcpElement}` : ''
      }${r.cls > BUDGETS.cls && r.shiftElement ? ` · shifted most: ${r.shiftElement}` : ''}`,
      '',
      null,
    ),
  );
  return out;
}

/** Each signed-in screen's mobile runs, as its role's returning person opens it (see SIGNED_IN_SCREENS); `only`: just these paths. */
async function signedInScreens(port: number, origin: string, runs: number, only?: readonly string[]): Promise<Run[][]> {
  const groups: Run[][] = [];
  for (const screens of SIGNED_IN_SCREENS) {
    const { email } = screens;
    const paths = only ? screens.paths.filter((path) => only.includes(path)) : screens.paths;
    if (paths.length === 0) continue;
    process.stdout.write(`  ${paths.length} screens signed in as ${email} (returning): mobile, ${runs} runs each…\n`);
    await withTimeout(signInAs(port, origin, email, paths), 180_000, `signing in ${email}`);
    for (const path of paths) {
      const group: Run[] = [];
      for (let i = 0; i < runs; i++) {
        await clearHttpCache(port);
        const r = await audit(port, origin, path, path, 'mobile', true);
        if (!r.finalUrl.endsWith(path)) throw new Error(`Lighthouse on ${path} as ${email} ended on ${r.finalUrl}`);
        group.push(r);
      }
      groups.push(group);
    }
  }
  return groups;
}

/** A signed-in screen's budgets in one line: mobile performance, accessibility, LCP, TBT and CLS. */
function screenLine(r: Run & { runs: number }, all: Run[]): Line {
  const ok =
    r.performance >= BUDGETS.mobilePerformance && r.accessibility >= BUDGETS.accessibility && r.lcpMs <= BUDGETS.mobileLcpMs && r.tbtMs <= BUDGETS.tbtMs && r.cls <= BUDGETS.cls;
  const failing = r.failedAudits.filter((a) => a.startsWith('accessibility'));
  return line(
    SECTION,
    `${r.page}, mobile: performance · accessibility · LCP · TBT · CLS`,
    `${r.performance} (runs: ${all.map((run) => run.performance).join(', ')}) · ${r.accessibility}${failing.length ? ` (failing: ${failing.join(', ')})` : ''} · ${(r.lcpMs / 1000).toFixed(2)} s · ${Math.round(r.tbtMs)} ms · ${r.cls.toFixed(3)}`,
    `≥ ${BUDGETS.mobilePerformance} · = ${BUDGETS.accessibility} · ≤ ${BUDGETS.mobileLcpMs / 1000} s · ≤ ${BUDGETS.tbtMs} ms · ≤ ${BUDGETS.cls}`,
    ok,
    { lcpElement: r.lcpElement, shiftElement: r.shiftElement, bootupMs: r.bootupMs },
  );
}

/**
 * The host's speed over all runs, as Lighthouse measured it before each: its simulated 4x slowdown
 * assumes a typical desktop, so on a slower hour every TBT grows with it and this line says so.
 */
function hostLine(runs: Run[]): Line {
  const indexes = runs.map((r) => r.benchmarkIndex).filter((n) => Number.isFinite(n));
  const figure = indexes.length ? `median ${Math.round(median(indexes))} (lowest ${Math.round(Math.min(...indexes))}, highest ${Math.round(Math.max(...indexes))}, ${indexes.length} runs)` : 'not reported';
  return line(SECTION, "Host speed (Lighthouse's benchmarkIndex, higher is faster)", figure, '', null);
}

/** The signed-in screens Lighthouse measures, by path. */
export const SIGNED_IN_PATHS = SIGNED_IN_SCREENS.flatMap((screens) => screens.paths);

/**
 * Lighthouse against the local stack, once `fullStack` has started (its caller stops it).
 * `screens`: only these signed-in screens, without the home and category pages (a quicker look);
 * `publicOnly`: the home and category pages without the signed-in screens.
 */
export async function measureLighthouse(
  fullStack: Promise<unknown>,
  runsEach = RUNS,
  origin = ORIGIN,
  screens?: readonly string[],
  publicOnly = false,
): Promise<{ lines: Line[]; details: Record<string, unknown>; notes: string[] }> {
  const notes: string[] = [];
  for (const path of screens ?? []) if (!SIGNED_IN_PATHS.includes(path)) throw new Error(`No signed-in screen ${path}: use ${SIGNED_IN_PATHS.join(', ')}`);
  await fullStack;
  const launching: Promise<LaunchedChrome> = launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const stopChrome = onCleanup('Chromium', async () => {
    (await launching.catch(() => undefined))?.kill();
  });
  try {
    const { port } = await withTimeout(launching, 60_000, 'Chromium start');
    const runs: Run[] = [];
    if (screens) {
      const groups = await signedInScreens(port, origin, runsEach, screens);
      return { lines: [...groups.map((group) => screenLine(medianRun(group), group)), hostLine(groups.flat())], details: { runs: groups.flat(), chromium: chromiumPath(), flags: CHROME_FLAGS }, notes };
    }
    process.stdout.write(`  home page, signed out: mobile, desktop, ${runsEach} runs each…\n`);
    for (let i = 0; i < runsEach; i++) {
      runs.push(await audit(port, origin, 'Home', '/', 'mobile', false));
      runs.push(await audit(port, origin, 'Home', '/', 'desktop', false));
    }
    process.stdout.write(`  category page, signed in as ${BUYER} (returning): mobile, desktop, ${runsEach} runs each…\n`);
    let signedIn = true;
    let cardPicture: CardPicture | null = null;
    try {
      cardPicture = await withTimeout(signInBuyer(port, origin), 120_000, 'signing in');
    } catch (error) {
      signedIn = false;
      notes.push(`Lighthouse: signing in failed (${(error as Error).message}); the category page was measured as a signed-out visitor sees it (the sign-in redirect).`);
    }
    const categoryPage = signedIn ? 'Category (returning buyer)' : 'Category (signed out: the sign-in redirect)';
    for (let i = 0; i < runsEach; i++) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        await clearHttpCache(port);
        const r = await audit(port, origin, categoryPage, '/category/all', formFactor, signedIn);
        if (signedIn && !r.finalUrl.includes('/category/all')) {
          notes.push(`Lighthouse: the category run (${formFactor}) ended on ${r.finalUrl}, not on the category page.`);
        }
        runs.push(r);
      }
    }
    const groups = [...new Set(runs.map((r) => `${r.page}|${r.formFactor}`))].map((key) => runs.filter((r) => `${r.page}|${r.formFactor}` === key));
    const homeMobile = medianRun(groups[0]!);
    const lines: Line[] = [
      ...groups.flatMap((group) => runLines(medianRun(group), group)),
      line(
        SECTION,
        'Home page: bytes on a first visit (mobile)',
        `${kb(homeMobile.totalBytes)} in ${homeMobile.requests} requests, of which JS ${kb(homeMobile.scriptBytes)} (as transferred)`,
        `≤ ${kb(BUDGETS.homeBytes)}`,
        homeMobile.totalBytes <= BUDGETS.homeBytes,
      ),
    ];
    if (cardPicture) {
      lines.push(
        line(
          SECTION,
          "Category page: the first card's picture at 375 px wide",
          cardPicture.bytes < 0 ? `not measured (${cardPicture.url})` : `${kb(cardPicture.bytes)} (${cardPicture.url.replace(origin, '')})`,
          `≤ ${kb(BUDGETS.cardPictureBytes)}`,
          cardPicture.bytes >= 0 && cardPicture.bytes <= BUDGETS.cardPictureBytes,
        ),
      );
    }
    const screenRuns = publicOnly ? [] : await signedInScreens(port, origin, runsEach);
    lines.push(...screenRuns.map((group) => screenLine(medianRun(group), group)));
    runs.push(...screenRuns.flat());
    lines.push(hostLine(runs));
    return { lines, details: { runs, cardPicture, chromium: chromiumPath(), flags: CHROME_FLAGS }, notes };
  } finally {
    await stopChrome();
  }
}
