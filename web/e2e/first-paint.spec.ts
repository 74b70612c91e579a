import { signIn } from './support/auth.js';
import { chakraDrawnElements } from './support/pages.js';
import { expect, test } from './support/test.js';
import { adminTabs, sellerTabs } from '../src/features/dashboard/testing/tabs-by-role.js';
import { THEME_BUILD_MEASURE, THEME_READY_MARK, THEME_STEP_MEASURE } from '../src/components/ui/theme-build-measure.js';

// A phone's first paint must not wait for the app's code: index.html draws a still shell (the
// top bar's place with the marketplace's name; on the home page also the slider's first
// picture) that React replaces on its first render. Here the app's scripts are held back, as a
// slow connection would, to see the shell alone; then they are let through.
const APP_CODE = /\/assets\/.+\.js$/;

async function holdAppCode(page: import('@playwright/test').Page) {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return letThrough;
}

test.describe('the first paint', () => {
  for (const path of ['/', '/category/all', '/contact']) {
    test(`${path} shows the marketplace's name before the app's code has arrived, then the app in its place`, async ({ page }) => {
      const letThrough = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });

      const shell = page.locator('#root .boot-bar');
      await expect(shell).toHaveText('Machinery Market');
      await expect(page.locator('#root .boot-hero img')).toHaveCount(path === '/' ? 1 : 0);
      if (path === '/') await expect(page.locator('#root .boot-hero img')).toBeVisible();

      letThrough();

      await expect(page.getByRole('banner').getByRole('link', { name: /Machinery Market/ })).toBeVisible();
      await expect(shell).toHaveCount(0);
    });
  }
});

test("the theme comes with the page: Chakra's colours and reset before the app's code, not inserted again by the app", async ({ page }) => {
  const letThrough = await holdAppCode(page);
  await page.goto('/category/all', { waitUntil: 'commit' });
  await expect(page.locator('#root .boot-bar')).toHaveText('Machinery Market');
  const brandColour = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim());
  // The build writes the global styles into index.html: the tokens hold before any script ran
  // (the brand's solid colour is teal 700).
  expect(await brandColour()).toBe('#0c5d56');
  // Chakra's reset too (the browser's own default is content-box).
  expect(await page.evaluate(() => getComputedStyle(document.body).boxSizing)).toBe('border-box');

  letThrough();
  await expect(page.getByRole('banner').getByRole('link', { name: /Machinery Market/ })).toBeVisible();
  // Emotion's global style elements hold no rules of their own: the page's copy is the only one.
  const globalRules = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0));
  expect(globalRules).toBe(0);
  expect(await page.locator('style#chakra-global-css').count()).toBe(1);
  expect(await brandColour()).toBe('#0c5d56');
});

type LargestPaint = { byShell: boolean; size: number };

/**
 * Records, from the next page load on, what the browser counts as the page's largest paint and
 * whether the shell drew it (inside `shellPart`); the returned function reads what was recorded.
 */
async function recordLargestPaints(page: import('@playwright/test').Page, shellPart: string) {
  await page.addInitScript((shellPart) => {
    const paints: { byShell: boolean; size: number }[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        paints.push({ byShell: Boolean(entry.element?.closest(shellPart)), size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, shellPart);
  return () => page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints);
}

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/**
 * Opens `path` at `size` with the app's code held back: the shell draws `text` (in `shellPart`,
 * once `shown` is there); let through, the app draws it in the same box, and the page's largest
 * paint is still the shell's. The tab itself, not the dashboard's arriving screen (its frame
 * busy), which draws the same text and goes.
 */
async function expectShellTextKept(
  page: import('@playwright/test').Page,
  largestPaints: () => Promise<LargestPaint[]>,
  size: { width: number; height: number },
  { path, shellPart, text: expected, shown }: { path: string; shellPart: string; text: string | RegExp | null; shown: readonly [string, string] },
) {
  const where = `${path} at ${size.width} px`;
  await page.setViewportSize(size);
  const letThrough = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  const shell = page.locator('#root .boot-dashboard');
  await expect(shell.locator(shown[0]), where).toHaveText(shown[1]);
  const shellText = shell.locator(shellPart);
  await expect(shellText, where).toHaveText(expected ?? /^\S.{59,}\.$/);
  const text = expected ?? ((await shellText.textContent()) as string);
  const shellBox = await shellText.boundingBox();

  letThrough();

  const appText = page.getByRole('main').getByText(text, { exact: true });
  await expect(shell, where).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]:has(nav[aria-label="Dashboard"])'), where).toHaveCount(0);
  await expect(appText, where).toBeVisible();
  const appBox = await appText.boundingBox();
  expect(appBox && [appBox.x, appBox.y, appBox.width, appBox.height], where).toEqual(shellBox && [shellBox.x, shellBox.y, shellBox.width, shellBox.height]);
  const paints = await largestPaints();
  expect(paints.at(-1), where).toEqual(expect.objectContaining({ byShell: true }));
  await page.unrouteAll({ behavior: 'wait' });
}

/** Loads the page again with the browser's HTTP cache off: every chunk comes over the network, as on a first visit of a release. */
async function reloadCold(page: import('@playwright/test').Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
}

/** The demo buyer opens the category page, then comes back to it: the shell has their kept first page. */
async function returnAsBuyer(page: import('@playwright/test').Page, cold = false) {
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/category/all');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await (cold ? reloadCold(page) : page.reload());
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

/**
 * When the app's own code (its entry and what the entry imports, as the page names them) had all
 * arrived, before which the app cannot run nor its router ask for a screen; and when each of
 * `chunks` was asked for, once per request.
 */
async function codeRequests(page: import('@playwright/test').Page, chunks: string[]) {
  return page.evaluate((names) => {
    const app = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="app-entry"], link[rel="app-modulepreload"]')].map((link) => link.href));
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const arrived = resources.filter((resource) => app.has(resource.name));
    if (arrived.length !== app.size) throw new Error(`${app.size - arrived.length} of the app's chunks were not loaded`);
    const asked = Object.fromEntries(names.map((name) => [name, resources.filter((resource) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(resource.name)).map((resource) => resource.startTime)]));
    return { appCodeArrived: Math.max(...arrived.map((resource) => resource.responseEnd)), asked };
  }, chunks);
}

test.describe("on a phone (Lighthouse's, 412 px wide)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a returning buyer's category page shows the cards of their last visit before the app's code has arrived, where the app then draws them", async ({ page }) => {
    await signIn(page, 'buyer@machinery.test');
    await page.goto('/category/all');
    const appCard = page.getByRole('main').getByRole('article').first();
    await expect(appCard).toBeVisible();
    const machine = (await appCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    // What the browser counts as the page's largest paint, and whether the shell drew it.
    const largestPaints = await recordLargestPaints(page, '.boot-catalog');
    const letThrough = await holdAppCode(page);
    await page.goto('/category/all', { waitUntil: 'commit' });

    // The last visit's heading and first card, kept in this browser, before any of the app's code.
    const shell = page.locator('#root .boot-catalog');
    await expect(shell.locator('.boot-heading')).toHaveText(heading);
    await expect(shell.locator('.boot-card-name').first()).toHaveText(machine);
    const shellPicture = shell.locator('.boot-card-picture').first();
    await expect.poll(() => shellPicture.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    const shellBox = await shellPicture.boundingBox();

    letThrough();

    // The app draws the same picture in the same place: nothing jumps, and its own drawing is no
    // larger a paint than the shell's, so the page's largest paint stays the shell's.
    const appPicture = page.getByRole('main').getByRole('article').first().getByRole('img', { name: machine });
    await expect.poll(() => appPicture.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    await expect(shell).toHaveCount(0);
    const appBox = await appPicture.boundingBox();
    expect(appBox && shellBox && [appBox.x, appBox.y, appBox.width]).toEqual(shellBox && [shellBox.x, shellBox.y, shellBox.width]);
    expect(Math.abs((appBox?.height ?? 0) - (shellBox?.height ?? 0))).toBeLessThanOrEqual(0.5);
    // Once a mark added after the app's picture has been painted (Element Timing), the picture's
    // own paint has been reported too, had it counted as a larger one.
    await appPicture.evaluate((picture: HTMLImageElement) => picture.decode());
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          new PerformanceObserver((list) => {
            if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'after-app')) done();
          }).observe({ type: 'element', buffered: true });
          const mark = document.createElement('span');
          mark.setAttribute('elementtiming', 'after-app');
          mark.textContent = '.';
          // In view, or it is never painted.
          mark.style.cssText = 'position: fixed; top: 0; left: 0';
          document.body.append(mark);
        }),
    );
    const paints = await largestPaints();
    expect(paints.at(-1)).toEqual(expect.objectContaining({ byShell: true }));
  });

  test("a returning seller's dashboard tab shows its tabs and heading before the app's code has arrived, where the app keeps them until the tab draws them", async ({ page }) => {
    await signIn(page, 'seller@machinery.test');
    await page.goto('/dashboard/myProducts');
    await expect(page.getByRole('heading', { level: 1, name: /You Have total: \d+ Products/ })).toBeVisible();
    const tabs = await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents();

    // What the browser counts as the page's largest paint, and whether the tab's heading was ever
    // missing once the shell had drawn it (the shell gone, the tab not yet there).
    const largestPaints = await recordLargestPaints(page, '.boot-dashboard');
    await page.addInitScript(() => {
      const gaps: string[] = [];
      Object.assign(window, { headingGaps: gaps });
      let drawn = false;
      new MutationObserver(() => {
        const heading = document.querySelector('#root .boot-dashboard-heading, #root h1');
        if (heading) drawn = true;
        else if (drawn) gaps.push(document.getElementById('root')?.textContent?.slice(0, 80) ?? '');
      }).observe(document, { subtree: true, childList: true });
    });
    const letThrough = await holdAppCode(page);
    await page.goto('/dashboard/myProducts', { waitUntil: 'commit' });

    // The seller's tabs, My Products marked, and the heading with their name, the count still to come.
    const shell = page.locator('#root .boot-dashboard');
    await expect(shell.locator('.boot-tab')).toHaveText(tabs);
    await expect(shell.locator('.boot-tab[data-current]')).toHaveText('My Products');
    const shellHeading = shell.locator('.boot-dashboard-heading');
    await expect(shellHeading).toHaveText('Rahim Uddin, You Have total: … Products');
    const shellBox = await shellHeading.boundingBox();

    letThrough();

    // The app's heading in the same place, the heading never gone between them, and the page's
    // largest paint still the shell's once the tab is drawn.
    const heading = page.getByRole('heading', { level: 1, name: /You Have total: \d+ Products/ });
    await expect(heading).toBeVisible();
    await expect(shell).toHaveCount(0);
    const appBox = await heading.boundingBox();
    expect(appBox && [appBox.x, appBox.y, appBox.width, appBox.height]).toEqual(shellBox && [shellBox.x, shellBox.y, shellBox.width, shellBox.height]);
    expect(await page.evaluate(() => (window as unknown as { headingGaps: string[] }).headingGaps)).toEqual([]);
    const paints = await largestPaints();
    expect(paints.at(-1)).toEqual(expect.objectContaining({ byShell: true }));
  });

  // The tabs whose largest paint is no heading: Add Product's is the seller card's e-mail, Account's
  // the Profile section's sentence, the lists' their opening sentence (their rows and empty
  // messages, which wait for the API, are smaller).
  const largestTexts = [
    { path: '/dashboard/addProduct', shellPart: '.boot-seller-email', text: 'seller@machinery.test', shown: ['.boot-seller-name', 'Rahim Uddin'] },
    { path: '/dashboard/account', shellPart: '.boot-section-text', text: /^Your name and picture are shown on your listings/, shown: ['.boot-section-title', 'Profile'] },
  ] as const;
  for (const { path, shellPart, text, shown } of largestTexts) {
    test(`a returning seller's ${path} draws its largest text before the app's code has arrived, in the box the app draws it, on a phone and a laptop`, async ({ page }) => {
      await signIn(page, 'seller@machinery.test');
      const largestPaints = await recordLargestPaints(page, '.boot-dashboard');
      for (const size of SIZES) await expectShellTextKept(page, largestPaints, size, { path, shellPart, text, shown });
    });
  }

  const listTabs = [
    { email: 'seller@machinery.test', paths: ['/dashboard', '/dashboard/savedSearches', '/dashboard/favourites', '/dashboard/messages', '/dashboard/myBuyers'] },
    { email: 'admin@machinery.test', paths: ['/dashboard/allBuyer', '/dashboard/allSeller', '/dashboard/allAdmin', '/dashboard/auditLog'] },
  ];
  for (const { email, paths } of listTabs) {
    test(`${email}'s list tabs draw their opening sentence before the app's code has arrived, in the box the app draws it, the largest paint on a phone and a laptop`, async ({ page }) => {
      await signIn(page, email);
      const largestPaints = await recordLargestPaints(page, '.boot-dashboard');
      for (const path of paths) {
        const label = [...sellerTabs, ...adminTabs].find(([, tabPath]) => tabPath === path)?.[0] ?? path;
        // The sentence as the shell draws it (tabs.ts, which the journeys cannot import): a sentence, not a word.
        for (const size of SIZES) await expectShellTextKept(page, largestPaints, size, { path, shellPart: '.boot-dashboard-intro', text: null, shown: ['.boot-dashboard-heading', label] });
      }
    });
  }

  test("asks for the app's code only once the shell's largest paint is on screen: a returning buyer's first card picture", async ({ page }) => {
    await returnAsBuyer(page);
    const [pictureShown, codeAskedFor] = await page.evaluate(() =>
      Promise.all([
        // When the browser showed the shell's first picture (Element Timing, as the shell names it).
        new Promise<number>((shown) =>
          new PerformanceObserver((list) => {
            const paint = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'shell-picture') as (PerformanceEntry & { renderTime: number }) | undefined;
            if (paint) shown(paint.renderTime);
          }).observe({ type: 'element', buffered: true }),
        ),
        Math.min(...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((resource) => /\/assets\/.+\.js$/.test(resource.name)).map((resource) => resource.startTime)),
      ]),
    );
    expect(codeAskedFor).toBeGreaterThanOrEqual(pictureShown);
  });

  test("a returning buyer's category page asks for its own code with the app's, not once the app has run and the router has asked", async ({ page }) => {
    await returnAsBuyer(page, true);
    const { appCodeArrived, asked } = await codeRequests(page, ['category-page']);
    // Asked for once: the router's own preload finds the shell's.
    expect(asked['category-page']).toHaveLength(1);
    expect(asked['category-page']![0]).toBeLessThanOrEqual(appCodeArrived);
  });
});

test("a returning seller's dashboard tab asks for its own code, the dashboard's and Firebase's with the app's, each once", async ({ page }) => {
  await signIn(page, 'seller@machinery.test');
  await page.goto('/dashboard/myProducts');
  await expect(page.getByRole('heading', { level: 1, name: /You Have total: \d+ Products/ })).toBeVisible();

  await reloadCold(page);
  await expect(page.getByRole('heading', { level: 1, name: /You Have total: \d+ Products/ })).toBeVisible();
  const screen = ['my-products-page', 'dashboard-layout', 'watch-current-user'];
  const { appCodeArrived, asked } = await codeRequests(page, screen);
  for (const chunk of screen) {
    // Asked for once: the router's and the sign-in's own imports find the shell's.
    expect(asked[chunk], chunk).toHaveLength(1);
    expect(asked[chunk]![0], chunk).toBeLessThanOrEqual(appCodeArrived);
  }
});

test("the home page asks for the app's code only once the shell's first paint is on screen", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /Machinery Market/ })).toBeVisible();
  const [firstPaint, codeAskedFor] = await page.evaluate(() => {
    const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((resource) => /\/assets\/.+\.js$/.test(resource.name));
    return [performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity, Math.min(...code.map((resource) => resource.startTime))];
  });
  expect(firstPaint).toBeLessThan(Infinity);
  expect(codeAskedFor).toBeGreaterThanOrEqual(firstPaint);
});

test("the home page asks for no category page's code, even for a remembered buyer", async ({ page }) => {
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu of / })).toBeVisible();
  const screens = await page.evaluate(() => performance.getEntriesByType('resource').filter((resource) => /\/assets\/category-page-/.test(resource.name)).length);
  expect(screens).toBe(0);
});

/** The fewest idle parts Chakra's theme is built in (in one part, its token dictionary was 12–25 ms). */
const THEME_PARTS = 12;

test("Chakra's theme is never built inside a press: the home page and a phone's category page build it a part at a time when idle once the person acts, a laptop's category page once", async ({ page }) => {
  const entries = (name: string) => page.evaluate((entry) => performance.getEntriesByName(entry).length, name);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /^Size \d+ machine/ }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The home page draws no Chakra part, and a visit that only looks never builds the theme.
  expect(await chakraDrawnElements(page)).toBe(0);
  await page.evaluate(() => new Promise((loaded) => (document.readyState === 'complete' ? loaded(null) : window.addEventListener('load', loaded))));
  expect(await entries(THEME_READY_MARK)).toBe(0);
  // Once the person moves the pointer, it is built in idle moments, a part each: the configs merged,
  // the token dictionary in parts of its own (at most 250 tokens each), the style utilities, the rest.
  await page.mouse.move(10, 200);
  await expect.poll(() => entries(THEME_READY_MARK)).toBe(1);
  expect(await entries(THEME_STEP_MEASURE)).toBeGreaterThanOrEqual(THEME_PARTS);
  expect(await entries(THEME_BUILD_MEASURE)).toBe(0);

  // Signed in: the avatar, the bell and the advertised machines' hearts are static too.
  await signIn(page, 'buyer@machinery.test');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu of / })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Size \d+ machine/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /favourites/i }).first()).toBeVisible();
  expect(await chakraDrawnElements(page)).toBe(0);
  await page.mouse.move(10, 200);
  await expect.poll(() => entries(THEME_READY_MARK)).toBe(1);

  // The account menu is static too: it opens with nothing of Chakra's drawn, and builds nothing.
  await page.getByRole('banner').getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  expect(await chakraDrawnElements(page)).toBe(0);
  expect(await entries(THEME_BUILD_MEASURE)).toBe(0);
  await page.keyboard.press('Escape');

  // On a phone, a category page (its search bar, Filters, Sort, the cards, the count) is static too.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/category/all');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Showing \d+ of / })).toBeVisible();
  await page.evaluate(() => new Promise((loaded) => (document.readyState === 'complete' ? loaded(null) : window.addEventListener('load', loaded))));
  expect(await chakraDrawnElements(page)).toBe(0);
  expect(await entries(THEME_BUILD_MEASURE)).toBe(0);
  await page.mouse.move(20, 300);
  await expect.poll(() => entries(THEME_READY_MARK)).toBe(1);
  expect(await entries(THEME_BUILD_MEASURE)).toBe(0);

  // On a laptop, the filters beside the results are Chakra's parts: the theme is built once, however.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/all');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect.poll(() => entries(THEME_READY_MARK)).toBe(1);
});

// The tabs whose content is Chakra's ask for its theme at once, a part at a time in idle moments,
// and draw their grey shapes meanwhile: the load never builds it in one go, nobody having moved.
const chakraTabs: Record<string, { path: string; drawn: (page: import('@playwright/test').Page) => import('@playwright/test').Locator }[]> = {
  'seller@machinery.test': [
    { path: '/dashboard/account', drawn: (page) => page.getByRole('heading', { name: 'E-mail address' }) },
    { path: '/dashboard/addProduct', drawn: (page) => page.getByRole('main').locator('form button[type="submit"]') },
  ],
  'admin@machinery.test': [{ path: '/dashboard/reports', drawn: (page) => page.getByRole('group', { name: 'Status' }) }],
};
for (const [email, tabs] of Object.entries(chakraTabs)) {
  test(`${email}'s ${tabs.map(({ path }) => path).join(', ')} build Chakra's theme on their load a part at a time in idle moments, never in one go`, async ({ page }) => {
    const entries = (name: string) => page.evaluate((entry) => performance.getEntriesByName(entry).length, name);
    await signIn(page, email);
    for (const { path, drawn } of tabs) {
      await page.goto(path);
      await expect(drawn(page), path).toBeVisible();
      expect(await entries(THEME_READY_MARK), path).toBe(1);
      expect(await entries(THEME_STEP_MEASURE), path).toBeGreaterThanOrEqual(THEME_PARTS);
      expect(await entries(THEME_BUILD_MEASURE), path).toBe(0);
    }
  });
}

const staticTabs: Record<string, string[]> = {
  'buyer@machinery.test': ['/dashboard', '/dashboard/savedSearches', '/dashboard/favourites', '/dashboard/messages'],
  'seller@machinery.test': ['/dashboard/myProducts', '/dashboard/myBuyers'],
  'admin@machinery.test': ['/dashboard/allBuyer', '/dashboard/allSeller', '/dashboard/auditLog'],
};
for (const [email, paths] of Object.entries(staticTabs)) {
  test(`the dashboard's lists are drawn without Chakra's parts, loading, empty or full: ${email}'s ${paths.join(', ')}`, async ({ page }) => {
    await signIn(page, email);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded: the table, or the empty list's message.
      await expect(page.getByRole('main').locator('table, h2').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await chakraDrawnElements(page), path).toBe(0);
    }
  });
}
