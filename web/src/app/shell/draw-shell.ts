import { rememberedSession } from '@/features/auth/shell';
import { categoryHeading, firstPageName, isProductsPage, photosOf, pictureSources, readSearch } from '@/features/catalog/shell';
import { dashboardShell, type FirstSection, type SellerCardText } from '@/features/dashboard/shell';
import { keptAnswer } from '@/lib/kept-answers';
import { matchesScreen } from '@/lib/screen-address';
import { SCREEN_MODULE, SCREENS_OF_MODULE } from './app-code-links';
import { SHELL_PICTURE_TIMING } from './start-app';
import { countText } from '@/lib/count-text';

/**
 * The page's still shell, drawn into the app's root by a script in index.html before the app's
 * code has arrived (the build bundles this module into that script: build/inline-shell-script.ts),
 * so a phone's first paint does not wait for it. React replaces it on its first render. Its
 * styles are shell.css (written into index.html by the build), sized as the app draws the same things.
 *
 * - Every page: the top bar's place with the marketplace's name.
 * - The home page: the slider's first slide, its picture written in by the build
 *   (build/inline-shell-picture.ts).
 * - A category page without a search, for a returning user whose first page of that list is kept
 *   in this browser (lib/kept-answers): the heading and the first cards' pictures and names, as the
 *   app's first render draws them from the same kept page.
 * - A dashboard tab, for a returning user: the tabs of their role, the current one marked, the
 *   tab's heading, its opening sentence, the seller's card (My Products, Add Product) and Account's
 *   Profile section, as the app draws them for the same remembered user.
 *
 * Nothing of it can be used (it is hidden from assistive technology); what a kept page holds is
 * written as text, never as markup.
 */
export function drawShell(root: HTMLElement, { pathname, search }: Pick<Location, 'pathname' | 'search'>, now = Date.now()): HTMLImageElement | null {
  root.innerHTML =
    '<div class="boot-bar" aria-hidden="true">Machinery Market</div>' +
    (pathname === '/' ? '<div class="boot-hero"><img class="boot-picture" src="/seed/products/jintian-r170a.svg" alt="" width="800" height="600"></div>' : '');
  try {
    const dashboard = dashboardFrame(pathname);
    if (dashboard) root.append(dashboard);
    const catalog = keptCatalog(pathname, search, now);
    if (catalog) root.append(catalog);
    return catalog?.querySelector('img') ?? null;
  } catch {
    // A kept page of an unexpected shape is not drawn: the app shows the list as it always does.
    return null;
  }
}

/** A returning user's dashboard tab: the tab bar of their role, the tab's heading and its opening sentence, where the app draws them. */
function dashboardFrame(pathname: string): HTMLElement | null {
  const user = rememberedSession();
  const shell = user && dashboardShell(pathname, user);
  if (!shell) return null;
  const frame = element('div', 'boot-dashboard');
  frame.setAttribute('aria-hidden', 'true');
  const tabs = element('ul', 'boot-tabs');
  for (const tab of shell.tabs) {
    const item = element('li', 'boot-tab', tab.label);
    if (tab.current) item.setAttribute('data-current', '');
    tabs.append(item);
  }
  frame.append(tabs);
  if (shell.screen) frame.append(element('p', 'boot-dashboard-heading', shell.screen.heading));
  if (shell.screen?.intro) frame.append(element('p', 'boot-dashboard-intro', shell.screen.intro));
  if (shell.screen?.sellerCard) frame.append(sellerCard(shell.screen.sellerCard));
  if (shell.screen?.firstSection) frame.append(firstSection(shell.screen.firstSection));
  return frame;
}

/** Account's Profile section before the account is read: its heading, its sentence, a grey shape. */
function firstSection({ title, description }: FirstSection): HTMLElement {
  const top = element('div', 'boot-section-top');
  top.append(element('p', 'boot-section-title', title), element('p', 'boot-section-text', description));
  const section = element('div', 'boot-section');
  section.append(top, element('div', 'boot-shape'));
  return section;
}

/** The seller's card under the heading of My Products and Add Product: initials, name, e-mail, badge. */
function sellerCard(card: SellerCardText): HTMLElement {
  const lines = element('div', 'boot-seller-lines');
  lines.append(element('p', 'boot-seller-name', card.name), element('p', 'boot-seller-email', card.email));
  if (card.badge) {
    const badge = element('span', 'boot-badge', card.badge);
    if (card.verified) badge.setAttribute('data-verified', '');
    lines.append(badge);
  }
  const box = element('div', 'boot-seller');
  box.append(element('span', 'boot-avatar', card.initials), lines);
  return box;
}

/** The first cards drawn: one column on a phone, two from 48rem (the second is hidden below it). */
const CARDS = 2;

function keptCatalog(pathname: string, search: string, now: number): HTMLElement | null {
  const size = categorySize(pathname);
  const user = size === null ? null : rememberedSession();
  // A search's first page waits for the search's rules in the app, so only the plain list is drawn.
  if (size === null || !user || Object.keys(readSearch(new URLSearchParams(search))).length > 0) return null;
  const page = keptAnswer(user.uid, firstPageName(size, {}), isProductsPage, now);
  if (!page || page.data.length === 0) return null;

  const frame = element('div', 'boot-catalog');
  frame.setAttribute('aria-hidden', 'true');
  frame.append(element('p', 'boot-heading', categoryHeading(size, countText(page.total ?? page.data.length, page.totalCapped))), element('div', 'boot-search'));
  const cards = element('ul', 'boot-cards');
  page.data.slice(0, CARDS).forEach((product, index) => {
    const url = photosOf(product)[0] ?? '';
    const picture = element('img', 'boot-card-picture');
    const { srcSet, sizes } = pictureSources(url, 'card');
    if (srcSet && sizes) Object.assign(picture, { srcset: srcSet, sizes });
    Object.assign(picture, { src: url, alt: '', width: 800, height: 600 });
    // The first card's picture is the page's largest paint on a phone, as in the app; the app's
    // code starts once it is on screen (start-app.ts).
    if (index === 0) {
      picture.setAttribute('fetchpriority', 'high');
      picture.setAttribute('elementtiming', SHELL_PICTURE_TIMING);
    }
    const card = element('li', 'boot-card');
    card.append(picture, element('p', 'boot-card-name', product.productName));
    cards.append(card);
  });
  const results = element('div', 'boot-results');
  results.append(element('div', 'boot-filters'), cards);
  frame.append(results);
  return frame;
}

/**
 * The chunks of the screen opening, for someone remembered on this browser (a category page, a
 * dashboard tab): they can then be asked for with the app's (start-app.ts). A visitor nobody is
 * remembered for is sent to Sign In, which needs none of them.
 */
export function screenCodeOpening(pathname: string, head: ParentNode = document.head): HTMLLinkElement[] {
  if (!rememberedSession()) return [];
  return [...head.querySelectorAll<HTMLLinkElement>(`link[rel="${SCREEN_MODULE}"]`)].filter((link) =>
    (link.getAttribute(SCREENS_OF_MODULE) ?? '').split(' ').some((pattern) => pattern !== '' && matchesScreen(pattern, pathname)),
  );
}

/** The size of a category page's address (`/category/{size}`), as the router reads it; else null. */
function categorySize(pathname: string): string | null {
  const match = /^\/category\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}
