import type { Page, TestInfo } from '@playwright/test';
import { signIn } from './support/auth.js';
import { KNOWN_SCREEN_DEFECTS } from './support/known-screen-defects.js';
import { expectNoSeriousViolations, type Theme } from './support/pages.js';
import { expect, test } from './support/test.js';
import {
  bringEverythingIn,
  compareWithKnown,
  drawEverything,
  inspect,
  inspectToasts,
  keepScreen,
  screenName,
  showIn,
  SIZES,
  still,
  THEMES,
  type Finding,
  type Looker,
  type Size,
  type Where,
} from './support/what-people-see.js';

// A guard that sees what people see: every route, signed out and as each role, on a phone
// (375×812) and a laptop (1280×800), in both themes. It fails on a page that scrolls sideways, cut
// text, a dialog or picture past the screen's edge, a tap target under another element and a toast
// over the top bar or the dashboard's tabs, unless the defect is listed in known-screen-defects.ts,
// and on a listed defect that is gone. Every screen is kept as a picture
// (.test-reports/screenshots/what-people-see and the report). On the laptop, each screen (and the
// booking dialog) is also scanned by axe in each theme: no serious or critical violation.

/** Screens are scanned by axe once per theme, at the laptop's size. */
const AXE_SIZE: Size = 'desktop';

/** A seeded product of the seeded seller, never sold by any journey (emulators/seed/data.ts). */
const HONDA_GX160 = { id: 'UXXFWXLCpaNfhs0gCa05', name: '5.5HP OHV Petrol Engine (GX160)' };
const PRODUCT = `/product/${HONDA_GX160.id}`;

/** Something opened on top of a route: measured in each theme, then closed. */
type Overlay = { name: string; open: (page: Page) => Promise<void>; close: (page: Page) => Promise<void>; toast?: true; axe?: true };
/** `partly`: kept as the screen shows it, not the whole page (the API reference is 11,000 elements long). */
type Screen = { route: string; overlays?: Overlay[]; partly?: true };

const notifications: Overlay = {
  name: 'notifications',
  open: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  },
};

const photoViewer: Overlay = {
  name: 'photo viewer',
  open: async (page) => {
    await page.getByRole('article', { name: HONDA_GX160.name }).getByRole('button', { name: /^Enlarge/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Photo viewer' }).getByRole('img', { name: HONDA_GX160.name })).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeHidden();
  },
};

const bookingDialog: Overlay = {
  name: 'booking dialog',
  axe: true,
  open: async (page) => {
    await page.getByRole('article', { name: HONDA_GX160.name }).getByRole('button', { name: 'Book now' }).click();
    // Measured with its form, which arrives when a booking is first opened.
    await expect(page.getByRole('dialog', { name: HONDA_GX160.name }).getByRole('textbox', { name: /Phone Number/ })).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: HONDA_GX160.name })).toBeHidden();
  },
};

/** A reload clears the toasts at once instead of waiting for them to fade. */
async function clearToasts(page: Page) {
  await page.reload();
  await still(page);
  await bringEverythingIn(page);
}

/** The heart of the product: pressing it says so in a toast, whichever way it goes. */
function heart(page: Page) {
  return page.getByRole('article', { name: HONDA_GX160.name }).getByRole('button', { name: /^(Save .* to|Remove .* from) favourites$/ });
}
function favouriteToasts(page: Page) {
  return page.getByRole('status').filter({ hasText: /favourites/ });
}

const favouriteToast: Overlay = {
  name: 'toast',
  toast: true,
  open: async (page) => {
    await heart(page).click();
    await expect(favouriteToasts(page)).toHaveCount(1);
  },
  // Pressed again, the heart is as it was (the second toast says the API has answered).
  close: async (page) => {
    await heart(page).click();
    await expect(favouriteToasts(page)).toHaveCount(2);
    await clearToasts(page);
  },
};

/** A delete the spec never built on a dashboard tab: it says so in a toast, and changes nothing. */
const comingSoonToast: Overlay = {
  name: 'toast',
  toast: true,
  open: async (page) => {
    await page.getByRole('main').getByRole('button', { name: /^Delete the booking of / }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Cumming Soon' })).toHaveCount(1);
  },
  close: clearToasts,
};

/** What is opened on top of a dashboard tab, by its route, for everyone. */
const TAB_OVERLAYS: Record<string, Overlay[]> = { '/dashboard': [notifications] };

const SIGNED_OUT: Screen[] = ['/', '/blogs', '/contactUs', '/api/docs', '/signin', '/signup', '/no-such-page'].map((route) => (route === '/api/docs' ? { route, partly: true } : { route }));

/** The catalog and a product page as anyone signed in sees them. */
const CATALOG: Screen[] = [{ route: '/category/all' }, { route: PRODUCT, overlays: [photoViewer] }];

/** Every tab the signed-in user's role has, read from the dashboard's own tab bar, with `overlays` on top. */
async function dashboardTabs(page: Page, overlays: Record<string, Overlay[]> = TAB_OVERLAYS): Promise<Screen[]> {
  await page.goto('/dashboard');
  await still(page);
  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  const paths = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThan(0);
  return paths.map((route) => (overlays[route] ? { route, overlays: overlays[route] } : { route }));
}

/**
 * Looks at each screen at one size (the page loaded at that size, as a person would open it)
 * and in each theme (switched in place, as the system's setting does), keeps its picture and
 * collects what the checks find.
 */
async function lookAt(page: Page, testInfo: TestInfo, looker: Looker, size: Size, screens: Screen[]): Promise<Finding[]> {
  const found: Finding[] = [];
  await drawEverything(page);
  await page.setViewportSize(SIZES[size]);
  for (const screen of screens) {
    await page.goto(screen.route);
    await still(page);
    await bringEverythingIn(page);
    for (const theme of THEMES) {
      await showIn(page, theme);
      const where: Where = { looker, route: screen.route, size, theme };
      found.push(...(await inspect(page, where)));
      if (size === AXE_SIZE) await expectNoSeriousViolations(page, `${screen.route} (${looker}, ${theme})`);
      await keepScreen(page, testInfo, screenName(where), !screen.partly);
      for (const overlay of screen.overlays ?? []) {
        await overlay.open(page);
        await still(page);
        const over: Where = { ...where, route: `${screen.route} + ${overlay.name}` };
        found.push(...(overlay.toast ? await inspectToasts(page, over) : await inspect(page, over)));
        if (overlay.axe && size === AXE_SIZE) await expectNoSeriousViolations(page, `${over.route} (${looker}, ${theme})`);
        await keepScreen(page, testInfo, screenName(over), false);
        await overlay.close(page);
      }
    }
  }
  return found;
}

/** Attaches what was found (for filling or trimming the list) and applies the ratchet. */
async function judge(testInfo: TestInfo, looker: Looker, size: Size, found: Finding[]) {
  await testInfo.attach(`screen findings (${looker}, ${size})`, { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
  const messages = compareWithKnown(found, KNOWN_SCREEN_DEFECTS, [looker], [size]);
  expect(messages, `What people see, ${looker}, ${size}: ${messages.length} difference(s) from known-screen-defects.ts:\n${messages.join('\n')}\n`).toEqual([]);
}

// No Playwright trace: it would snapshot every screen's whole page at every step, and the guard
// keeps a picture of each screen and names the element of each finding itself.
test.use({ trace: 'off' });

/** The two sizes, each a test of its own per looker: a looker's screens at both took up to four minutes in CI. */
const SIZE_NAMES: Record<Size, string> = { phone: 'on a phone', desktop: 'on a laptop' };

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`what people see ${SIZE_NAMES[size]}`, () => {
    // Dozens of screens per test in two themes, in one browser context per role.
    test.describe.configure({ timeout: 240_000 });
    // Only where each test starts: showAs() switches the system's scheme to each of THEMES.
    test.use({ colorScheme: 'light' satisfies Theme });

    test('signed out: home, blogs, contact, the API reference, sign in and up, an unknown page', async ({ page }, testInfo) => {
      await judge(testInfo, 'signed out', size, await lookAt(page, testInfo, 'signed out', size, SIGNED_OUT));
    });

    test('the buyer: the catalog, a product with its photo viewer, booking dialog and a toast, every tab', async ({ page }, testInfo) => {
      await signIn(page, 'buyer@machinery.test');
      const screens: Screen[] = [
        { route: '/' },
        { route: '/category/all' },
        { route: '/category/20' },
        { route: '/category/32' },
        { route: '/category/40' },
        { route: PRODUCT, overlays: [photoViewer, bookingDialog, favouriteToast] },
        ...(await dashboardTabs(page)),
      ];
      await judge(testInfo, 'buyer', size, await lookAt(page, testInfo, 'buyer', size, screens));
    });

    test('the seller: the catalog, their product and its editing, every tab and a toast', async ({ page }, testInfo) => {
      await signIn(page, 'seller@machinery.test');
      // The seeded seller has buyers, so My Buyers has a delete to press.
      const tabs = await dashboardTabs(page, { ...TAB_OVERLAYS, '/dashboard/myBuyers': [comingSoonToast] });
      const screens = [...CATALOG, ...tabs, { route: `/dashboard/editProduct/${HONDA_GX160.id}` }];
      await judge(testInfo, 'seller', size, await lookAt(page, testInfo, 'seller', size, screens));
    });

    test('the admin: the catalog, a product, every tab', async ({ page }, testInfo) => {
      await signIn(page, 'admin@machinery.test');
      const screens = [{ route: '/' }, ...CATALOG, ...(await dashboardTabs(page))];
      await judge(testInfo, 'admin', size, await lookAt(page, testInfo, 'admin', size, screens));
    });
  });
}
