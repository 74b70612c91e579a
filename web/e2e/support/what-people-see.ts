import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Theme } from './pages.js';

/** Who looks: nobody signed in, or one of the seeded demo accounts. */
export type Looker = 'signed out' | 'buyer' | 'seller' | 'admin';

/** The two screens every page is seen on: a small phone and a laptop. */
export const SIZES = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Size = keyof typeof SIZES;
export const THEMES: Theme[] = ['light', 'dark'];

/**
 * What the guard looks for:
 * - sideways-scroll: the page is wider than the screen;
 * - cut-text: a button's, badge's, tab's or heading's text does not fit its box, or a box around it cuts it;
 * - past-viewport: a dialog, the photo viewer or a picture reaches past the screen's edge;
 * - covered: an interactive element in view lies under another one, so a tap hits the other;
 * - toast-over-navigation: a toast lies over the top bar (its links and menus) or another navigation,
 *   such as the dashboard's tabs.
 */
export type Check = 'sideways-scroll' | 'cut-text' | 'past-viewport' | 'covered' | 'toast-over-navigation';

/** One defect, where it is seen: `element` names the element, `detail` gives the measures. */
export type Finding = { looker: Looker; route: string; size: Size; theme: Theme; check: Check; element: string; detail: string };

/** What the in-page inspection returns, before the guard says where it looked. */
type Seen = Pick<Finding, 'check' | 'element' | 'detail'>;

/**
 * Checks (a)–(d) on the current screen, measured in the page itself (Playwright serialises the
 * function, so everything it uses is declared inside).
 */
function inspectInPage(): Seen[] {
  const seen: Seen[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const height = root.clientHeight;

  const describe = (element: Element) => {
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.textContent ?? '';
    const short = name.replace(/\s+/g, ' ').trim();
    return `${role} "${short.length > 48 ? `${short.slice(0, 47)}…` : short}"`;
  };
  const px = (value: number) => Math.round(value);

  /** Screen readers' text: kept out of sight on purpose (clip to nothing, or a 1 px box). */
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath.startsWith('inset(50%')) return true;
      const box = node.getBoundingClientRect();
      if (style.position === 'absolute' && box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };

  /** Drawn and seen: not hidden, not transparent, not inert or aria-hidden, with a real box. */
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !visuallyHidden(element);
  };

  type Box = { left: number; right: number; top: number; bottom: number };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  /**
   * The boxes of the ancestors that cut what sticks out of them (below <body>: the page's own
   * overflow is the sideways-scroll check). A fixed element leaves its ancestors' boxes behind.
   */
  const clippers = (element: Element, withScrollers: boolean) => {
    const found: { element: Element; box: Box }[] = [];
    if (getComputedStyle(element).position === 'fixed') return found;
    for (let node = element.parentElement; node && node !== document.body && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node);
      const cuts = (value: string) => hides(value) || (withScrollers && scrolls(value));
      if (cuts(style.overflowX) || cuts(style.overflowY)) {
        const outer = node.getBoundingClientRect();
        const left = outer.left + node.clientLeft;
        const top = outer.top + node.clientTop;
        found.push({
          element: node,
          box: {
            left: cuts(style.overflowX) ? left : -Infinity,
            right: cuts(style.overflowX) ? left + node.clientWidth : Infinity,
            top: cuts(style.overflowY) ? top : -Infinity,
            bottom: cuts(style.overflowY) ? top + node.clientHeight : Infinity,
          },
        });
      }
      if (style.position === 'fixed') break;
    }
    return found;
  };
  const visiblePart = (element: Element) =>
    clippers(element, true).reduce<Box>((box, clipper) => intersect(box, clipper.box), element.getBoundingClientRect());

  /** The box of the element's text itself (a button is often wider than its words). */
  const textBox = (element: Element): Box | null => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    return box.width > 0 && box.height > 0 ? box : null;
  };

  // (a) The page scrolls sideways: name the outermost elements that reach past the right edge.
  if (root.scrollWidth > width) {
    const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (!shown(element)) return false;
      const right = intersect(element.getBoundingClientRect(), visiblePart(element)).right;
      const parent = element.parentElement;
      return right > width + 1 && (!parent || parent === document.body || parent.getBoundingClientRect().right <= width + 1);
    });
    seen.push({
      check: 'sideways-scroll',
      element: 'the page',
      detail: `${root.scrollWidth}px wide on a ${width}px screen, because of ${wide.slice(0, 3).map(describe).join(', ') || 'no single element'}`,
    });
  }

  // (b) Text cut inside its box, or by a box around it.
  const labelled = document.querySelectorAll(
    'button, [role="button"], [role="tab"], a.chakra-button, nav a, .chakra-badge, h1, h2, h3, h4, h5, h6, td .chakra-badge',
  );
  const cutOnce = new Set<Element>();
  for (const element of labelled) {
    if (!shown(element) || !element.textContent?.trim()) continue;
    // The element itself and what is inside it, where it hides overflow or ends in an ellipsis.
    for (const box of [element, ...element.querySelectorAll('*')]) {
      if (cutOnce.has(box) || !box.textContent?.trim()) continue;
      const style = getComputedStyle(box);
      if (!(hides(style.overflowX) || style.textOverflow === 'ellipsis')) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        cutOnce.add(box);
        seen.push({ check: 'cut-text', element: describe(element), detail: `its text needs ${box.scrollWidth}px in a ${box.clientWidth}px box` });
        break;
      }
    }
    // A box around it cuts part of the words: one that hides overflow, or one that scrolls
    // (a label cut at the edge of a row of tabs is cut for whoever looks, even if it scrolls).
    // Wholly hidden ones are scrolled away on purpose, like a carousel's other slides.
    const words = textBox(element);
    if (!words) continue;
    for (const clipper of clippers(element, true)) {
      const inside = intersect(words, clipper.box);
      if (empty(inside)) break;
      if (inside.right - inside.left < words.right - words.left - 1 || inside.bottom - inside.top < words.bottom - words.top - 1) {
        seen.push({
          check: 'cut-text',
          element: describe(element),
          detail: `${describe(clipper.element)} cuts its text: ${px(inside.right - inside.left)}×${px(inside.bottom - inside.top)}px of ${px(words.right - words.left)}×${px(words.bottom - words.top)}px show`,
        });
        break;
      }
    }
  }

  // (c) A dialog, the photo viewer or a picture reaching past the screen's left or right edge.
  // A dialog is measured whole; a picture by the part its boxes let show (a carousel's pictures
  // outside its frame are not on the screen). The viewer's own picture is measured whole too.
  // A platform <dialog> is a dialog by its element, with no role written on it.
  const layers = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open], .PhotoView-Portal')).filter(shown);
  const pictures = Array.from(document.querySelectorAll('img, picture, video')).filter(shown);
  for (const element of [...layers, ...pictures]) {
    const whole = element.matches('[role="dialog"], [role="alertdialog"], dialog[open], .PhotoView-Portal') || element.closest('.PhotoView-Portal');
    const box = whole ? element.getBoundingClientRect() : visiblePart(element);
    if (empty(box)) continue;
    if (box.left < -1 || box.right > width + 1) {
      seen.push({
        check: 'past-viewport',
        element: describe(element),
        detail: `spans ${px(box.left)}px to ${px(box.right)}px of a ${width}px screen`,
      });
    }
  }

  // (d) An interactive element in view whose centre another element covers: a tap there would
  // hit the other one. While a dialog, popover or the viewer is open, the page behind it is
  // meant to be covered, so only the topmost layer is judged.
  const interactive = Array.from(
    document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], [tabindex]:not([tabindex="-1"])',
    ),
  );
  const topLayer = layers.at(-1);
  for (const element of topLayer ? interactive.filter((element) => topLayer.contains(element)) : interactive) {
    // `shown` leaves out what is hidden on purpose: inputs made transparent or shrunk to 1 px
    // behind their styled labels (Chakra's checkboxes, radios, switches, file pickers).
    if (!shown(element)) continue;
    // What takes no pointer events is not something a tap is meant to hit.
    if (getComputedStyle(element).pointerEvents === 'none') continue;
    // A link that wraps onto two lines is two boxes, and the middle of the box around both may
    // fall between them: each line's own middle is judged, and one a tap reaches is enough.
    const part = visiblePart(element);
    const centres = Array.from(element.getClientRects(), (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 }))
      // Out of the screen, or scrolled out of its own box (a table or a tab row that scrolls): not covered.
      .filter(({ x, y }) => x >= 0 && x <= width && y >= 0 && y <= height && x >= part.left && x <= part.right && y >= part.top && y <= part.bottom);
    if (!centres.length) continue;
    const hits = centres.map(({ x, y }) => document.elementFromPoint(x, y));
    if (hits.some((hit) => !hit || element === hit || element.contains(hit))) continue;
    const hit = hits[0]!;
    const { x, y } = centres[0]!;
    // A tap on an input's label reaches the input: the label lying over it is by design.
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    if (labels.some((label) => label.contains(hit))) continue;
    seen.push({ check: 'covered', element: describe(element), detail: `${describe(hit)} lies over its centre (${px(x)}, ${px(y)})` });
  }
  return seen;
}

/**
 * Switches the system's colour scheme in place and waits until the app shows that theme. Colours
 * still fading are no matter: the checks measure boxes, and screenshots end every transition.
 */
export async function showIn(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  // next-themes puts the theme's class on <html>; checked every frame rather than every 100 ms.
  await page.waitForFunction((theme) => document.documentElement.classList.contains(theme), theme, { polling: 'raf' });
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
}

/**
 * Waits, frame by frame, until the screen is still: the route has arrived (no page spinner or
 * progress bar), no list is loading (`aria-busy`), the account is known, the pictures on screen
 * are in (below it, or in a carousel's other slides, they load lazily), and every running, finite
 * animation (a dialog fading in) has ended. The same as `settled`, without its retry pauses.
 */
export async function still(page: Page, { animations = true } = {}) {
  await page.waitForFunction(
    () => {
      if (!document.querySelector('main')) return false;
      if (document.querySelector('[aria-label="Loading page"], [aria-label="Loading your account"], [aria-busy="true"]')) return false;
      return Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
        return image.complete || !onScreen || !image.checkVisibility();
      });
    },
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(async (animations) => {
    await document.fonts.ready;
    // Paused ones (and endless ones, like a spinner) would never end.
    const finite = (animations ? document.getAnimations() : [])
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    // A cancelled animation rejects its promise; it has still stopped moving.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // Two frames let the layout catch up with the last change.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }, animations);
}

/**
 * Pictures and cards below the first screen arrive as they come into view: scroll through once, back
 * to the top. Each jump is instant: the page scrolls smoothly for people who allow motion, and a
 * smooth scroll still running would have the checks measure a page on its way back up.
 */
export async function bringEverythingIn(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => window.scrollY === 0, undefined, { polling: 'raf' });
  // What the scroll brought in only loads: nothing fades in again.
  await still(page, { animations: false });
}

/**
 * Lays out every part of every page the tab opens from now on. Catalog cards far down skip layout
 * and style under `content-visibility: auto` until scrolled to; their stale boxes and colours made
 * the checks and axe see cut text and dark-on-dark buttons nobody is shown. Drawn, each card is
 * judged as people see it once they scroll to it.
 */
export async function drawEverything(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    });
  });
}

/** Where the guard is looking now, so each finding says it. */
export type Where = { looker: Looker; route: string; size: Size; theme: Theme };

/** Runs checks (a)–(d) on the screen as it is now. */
export async function inspect(page: Page, where: Where): Promise<Finding[]> {
  const seen = await page.evaluate(inspectInPage);
  return seen.map((one) => ({ ...where, ...one }));
}

/** Check (e): every toast on screen against the top bar and every navigation shown. */
export async function inspectToasts(page: Page, where: Where): Promise<Finding[]> {
  const topBar = await page.getByRole('banner').boundingBox();
  if (!topBar) throw new Error('The page has no top bar to compare the toast with.');
  const navigations = [{ name: 'top bar', box: topBar }];
  for (const navigation of await page.getByRole('main').getByRole('navigation').filter({ visible: true }).all()) {
    const box = await navigation.boundingBox();
    if (box) navigations.push({ name: `"${await navigation.getAttribute('aria-label')}" navigation`, box });
  }
  const found: Finding[] = [];
  for (const toast of await page.getByRole('status').filter({ visible: true }).all()) {
    const box = await toast.boundingBox();
    if (!box) continue;
    for (const navigation of navigations) {
      const across = Math.min(box.x + box.width, navigation.box.x + navigation.box.width) - Math.max(box.x, navigation.box.x);
      const down = Math.min(box.y + box.height, navigation.box.y + navigation.box.height) - Math.max(box.y, navigation.box.y);
      if (across <= 0 || down <= 0) continue;
      const text = ((await toast.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      found.push({
        ...where,
        check: 'toast-over-navigation',
        element: `toast "${text}"`,
        detail: `covers ${Math.round(across)}×${Math.round(down)}px of the ${Math.round(navigation.box.height)}px ${navigation.name}`,
      });
    }
  }
  return found;
}

/** Where the guard's pictures go, beside the other test reports (the CI keeps that folder; git ignores it). */
export const SCREENSHOTS = join('.test-reports', 'screenshots', 'what-people-see');

/** A screenshot kept as a file and attached to the report; `fullPage` for routes, the screen alone for dialogs and toasts. */
export async function keepScreen(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  const body = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(join(SCREENSHOTS, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/** A file name for a screen: who, where, size, theme. */
export function screenName({ looker, route, size, theme }: Where) {
  const place = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
  return `${looker.replace(' ', '-')}--${place}--${size}-${theme}`;
}

/** A defect seen on today's build and not yet fixed (web/e2e/support/known-screen-defects.ts). */
export type KnownScreenDefect = {
  looker: Looker;
  /** The route as the guard names it; ending in `*`, every route that starts so (a bar on every tab). */
  route: string;
  /** 'any': seen on both sizes (the entry then claims both). */
  size: Size | 'any';
  /** 'any': seen in both themes (the entry then claims both). */
  theme: Theme | 'any';
  check: Check;
  /** Part of the finding's element, e.g. `tab "My Orders"`: the entry covers only that element. */
  element: string;
  /** What a person sees, in a few words. */
  seen: string;
};

function covers(known: KnownScreenDefect, finding: Finding) {
  return (
    known.looker === finding.looker &&
    (known.route.endsWith('*') ? finding.route.startsWith(known.route.slice(0, -1)) : known.route === finding.route) &&
    known.check === finding.check &&
    (known.size === 'any' || known.size === finding.size) &&
    (known.theme === 'any' || known.theme === finding.theme) &&
    finding.element.includes(known.element)
  );
}

function entryFor(finding: Finding) {
  const { looker, route, size, theme, check, element } = finding;
  return `{ looker: '${looker}', route: '${route}', size: '${size}', theme: '${theme}', check: '${check}', element: ${JSON.stringify(element)}, seen: '…' }`;
}

/**
 * The ratchet: every finding must be a listed defect, and every listed defect of the lookers and
 * sizes checked must still be seen in each of those sizes and each theme it claims, so the list
 * only shrinks and never hides a fixed defect that could quietly come back. Returns one message
 * per difference.
 */
export function compareWithKnown(found: Finding[], known: KnownScreenDefect[], lookers: Looker[], looked: Size[] = Object.keys(SIZES) as Size[]): string[] {
  const messages: string[] = [];
  for (const finding of found) {
    if (known.some((entry) => covers(entry, finding))) continue;
    messages.push(`NEW ${finding.check} on ${finding.route} (${finding.looker}, ${finding.size}, ${finding.theme}): ${finding.element} ${finding.detail}.\n    Fix it, or list it in known-screen-defects.ts: ${entryFor(finding)}`);
  }
  for (const entry of known.filter((one) => lookers.includes(one.looker))) {
    const sizes = entry.size === 'any' ? looked : looked.filter((size) => size === entry.size);
    const themes = entry.theme === 'any' ? THEMES : [entry.theme];
    const seenAt = (size: Size, theme: Theme) => found.some((finding) => finding.size === size && finding.theme === theme && covers(entry, finding));
    const gone = sizes.flatMap((size) => themes.filter((theme) => !seenAt(size, theme)).map((theme) => `${size}/${theme}`));
    if (gone.length) {
      messages.push(`GONE ${entry.check} on ${entry.route} (${entry.looker}) ${entry.element} — "${entry.seen}" is no longer seen at ${gone.join(', ')}.\n    Well done: remove the entry from known-screen-defects.ts, or narrow its size/theme.`);
    }
  }
  return messages;
}
