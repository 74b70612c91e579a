import type { Page, Product } from '@contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSession } from '@/features/auth/session/remembered-session';
import { productsPageKey } from '@/features/catalog/api/products-page-key';
import { PROFILE_SECTION } from '@/features/dashboard/account/profile-section';
import { tabIntro } from '@/features/dashboard/tabs';
import { keepAnswer, MAX_AGE_MS } from '@/lib/kept-answers';
import { testUser } from '@/testing/accounts';
import { testProduct } from '@/testing/products';
import { SCREEN_MODULE } from './app-code-links';
import { drawShell, screenCodeOpening } from './draw-shell';
import { SHELL_PICTURE_TIMING } from './start-app';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const buyer = testUser({ uid: 'buyer-1' });
const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const sizedPicture = `https://firebasestorage.googleapis.com/v0/b/demo.firebasestorage.app/o/products%2Fseller1%2Fsized-${uuid}.webp?alt=media`;

/** Keeps a first page as the category page's list keeps it (get-products.ts) after the buyer saw it. */
function keepFirstPage(size: string, data: Product[], { account = buyer.uid, total = data.length, at = NOW } = {}) {
  const page: Page<Product> = { success: true, message: 'ok', data, next: null, total };
  keepAnswer(account, JSON.stringify(productsPageKey(size, null, {})), page, at);
}

function shellOf(pathname: string, search = '') {
  const root = document.createElement('div');
  drawShell(root, { pathname, search }, NOW);
  return root;
}

const catalogOf = (root: HTMLElement) => root.querySelector('.boot-catalog');

beforeEach(() => localStorage.clear());

describe("the page's still shell", () => {
  it("shows the marketplace's name on every page, and the slider's first picture on the home page only", () => {
    for (const pathname of ['/', '/contact', '/category/all', '/dashboard']) {
      const root = shellOf(pathname);
      expect(root.querySelector('.boot-bar')?.textContent).toBe('Machinery Market');
      expect(root.querySelectorAll('.boot-hero img')).toHaveLength(pathname === '/' ? 1 : 0);
      expect(catalogOf(root)).toBeNull();
    }
  });

  it("draws a returning buyer's kept first page of a category: the heading and the first cards' pictures and names", () => {
    rememberSession(buyer);
    const first = testProduct({ productName: 'Kubota V2203 engine', picture: '/seed/products/kubota.svg' });
    const second = testProduct({ productName: 'Yanmar 3TNV88', picture: '/seed/products/yanmar.svg' });
    keepFirstPage('all', [first, second, testProduct()], { total: 14 });

    const catalog = catalogOf(shellOf('/category/all'));
    expect(catalog?.getAttribute('aria-hidden')).toBe('true');
    expect(catalog?.querySelector('.boot-heading')?.textContent).toBe('Show All : 14 Product');
    expect([...(catalog?.querySelectorAll('.boot-card-name') ?? [])].map((name) => name.textContent)).toEqual(['Kubota V2203 engine', 'Yanmar 3TNV88']);
    const pictures = [...(catalog?.querySelectorAll('img') ?? [])];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(['/seed/products/kubota.svg', '/seed/products/yanmar.svg']);
    // The first card's picture is fetched first, as the app's first card asks.
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', null]);
    // Named for Element Timing: the app's code starts once it is on screen (start-app.ts).
    expect(pictures.map((picture) => picture.getAttribute('elementtiming'))).toEqual([SHELL_PICTURE_TIMING, null]);
  });

  it("names a size's page as the category page does, and shows the listing's first picture in the sizes the app asks for", () => {
    rememberSession(buyer);
    keepFirstPage('20', [testProduct({ picture: 'https://example.test/cover.svg', pictures: [sizedPicture, 'https://example.test/cover.svg'] })], { total: 3 });

    const catalog = catalogOf(shellOf('/category/20'));
    expect(catalog?.querySelector('.boot-heading')?.textContent).toBe('Found 20 Size Category: 3 Product');
    const picture = catalog?.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(sizedPicture);
    expect(picture?.getAttribute('srcset')).toContain(`sized-${uuid}_400x400.webp`);
    expect(picture?.getAttribute('sizes')).toContain('100vw');
  });

  it('writes what a kept page holds as text: a name with markup in it stays a name', () => {
    rememberSession(buyer);
    keepFirstPage('all', [testProduct({ productName: '<img src=x onerror="alert(1)">Engine' })]);

    const catalog = catalogOf(shellOf('/category/all'));
    expect(catalog?.querySelector('.boot-card-name')?.textContent).toBe('<img src=x onerror="alert(1)">Engine');
    expect(catalog?.querySelectorAll('img')).toHaveLength(1);
  });

  describe('draws no list', () => {
    it('for a visitor nobody is remembered for, even with a page kept', () => {
      keepFirstPage('all', [testProduct()]);
      expect(catalogOf(shellOf('/category/all'))).toBeNull();
    });

    it("from another account's kept page", () => {
      rememberSession(buyer);
      keepFirstPage('all', [testProduct()], { account: 'someone-else' });
      expect(catalogOf(shellOf('/category/all'))).toBeNull();
    });

    it("for another list than the one kept, or an address with a search (the app checks a search's rules first)", () => {
      rememberSession(buyer);
      keepFirstPage('all', [testProduct()]);
      expect(catalogOf(shellOf('/category/20'))).toBeNull();
      expect(catalogOf(shellOf('/category/all', '?q=engine'))).toBeNull();
      expect(catalogOf(shellOf('/product/abc'))).toBeNull();
      // A parameter that is no part of a search changes nothing.
      expect(catalogOf(shellOf('/category/all', '?utm_source=mail'))).not.toBeNull();
    });

    it('from a page kept too long ago, an empty page, or one of a shape this release does not know', () => {
      rememberSession(buyer);
      keepFirstPage('all', [testProduct()], { at: NOW - MAX_AGE_MS - 1 });
      expect(catalogOf(shellOf('/category/all'))).toBeNull();

      keepFirstPage('20', []);
      expect(catalogOf(shellOf('/category/20'))).toBeNull();

      keepAnswer(buyer.uid, JSON.stringify(productsPageKey('all', null, {})), { data: [{ _id: 'x', picture: 7 }], next: null }, NOW);
      const root = shellOf('/category/all');
      expect(catalogOf(root)).toBeNull();
      expect(root.querySelector('.boot-bar')).not.toBeNull();
    });
  });

  describe("a returning user's dashboard tab", () => {
    const dashboardOf = (pathname: string) => shellOf(pathname).querySelector('.boot-dashboard');
    const tabsOf = (frame: Element | null) => [...(frame?.querySelectorAll('.boot-tab') ?? [])].map((tab) => (tab.hasAttribute('data-current') ? `[${tab.textContent}]` : tab.textContent));
    const headingOf = (frame: Element | null) => frame?.querySelector('.boot-dashboard-heading')?.textContent ?? null;

    it("shows a buyer's five tabs with the current one marked, and the tab's heading", () => {
      rememberSession(buyer);
      const frame = dashboardOf('/dashboard/favourites');
      expect(frame?.getAttribute('aria-hidden')).toBe('true');
      expect(tabsOf(frame)).toEqual(['My Orders', 'Saved searches', '[Favourites]', 'Messages', 'Account']);
      expect(headingOf(frame)).toBe('Favourites');
      expect(tabsOf(dashboardOf('/dashboard'))).toEqual(['[My Orders]', 'Saved searches', 'Favourites', 'Messages', 'Account']);
      expect(headingOf(dashboardOf('/dashboard/'))).toBe('My Orders');
    });

    it("shows a seller's My Products heading with their name, its count still to come, as the tab's first drawing", () => {
      rememberSession(testUser({ uid: 'seller-1', role: 'seller', displayName: 'Dana Diesel' }));
      const frame = dashboardOf('/dashboard/myproducts');
      expect(tabsOf(frame)).toEqual(['My Orders', 'Saved searches', 'Favourites', 'Messages', 'Account', 'Add Product', '[My Products]', 'My Buyers', 'Insights']);
      expect(headingOf(frame)).toBe('Dana Diesel, You Have total: … Products');
    });

    it("shows a seller's card under the heading of Add Product, with the badge of their verification, and of My Products without it", () => {
      rememberSession(testUser({ uid: 'seller-1', role: 'seller', displayName: 'Dana Diesel', email: 'dana@machinery.test', sellerVerify: false }));
      const cardOf = (frame: Element | null) => {
        const card = frame?.querySelector('.boot-seller');
        if (!card) return null;
        const badge = card.querySelector('.boot-badge');
        return [...card.querySelectorAll('.boot-avatar, .boot-seller-name, .boot-seller-email, .boot-badge')].map((part) => part.textContent).concat(badge?.hasAttribute('data-verified') ? ['(blue)'] : []);
      };
      expect(cardOf(dashboardOf('/dashboard/addProduct'))).toEqual(['DD', 'Dana Diesel', 'dana@machinery.test', 'Not verified yet']);
      expect(cardOf(dashboardOf('/dashboard/myProducts'))).toEqual(['DD', 'Dana Diesel', 'dana@machinery.test']);
      expect(cardOf(dashboardOf('/dashboard/myBuyers'))).toBeNull();

      rememberSession(testUser({ uid: 'seller-1', role: 'seller', displayName: 'Dana Diesel', email: 'dana@machinery.test', sellerVerify: true }));
      expect(cardOf(dashboardOf('/dashboard/addProduct'))).toEqual(['DD', 'Dana Diesel', 'dana@machinery.test', 'Verified', '(blue)']);
      // A buyer has no Add Product tab: no heading, no card.
      rememberSession(buyer);
      expect(cardOf(dashboardOf('/dashboard/addProduct'))).toBeNull();
    });

    it("shows Account's Profile section, its heading and sentence, as the tab draws it before the account is read", () => {
      rememberSession(buyer);
      const frame = dashboardOf('/dashboard/account');
      expect(headingOf(frame)).toBe('Account');
      expect(frame?.querySelector('.boot-section-title')?.textContent).toBe('Profile');
      expect(frame?.querySelector('.boot-section-text')?.textContent).toBe(PROFILE_SECTION.description);
      expect(dashboardOf('/dashboard/favourites')?.querySelector('.boot-section')).toBeNull();
    });

    it("shows an admin's fifteen tabs, and the sentence a tab opens with under its heading", () => {
      rememberSession(testUser({ uid: 'admin-1', role: 'admin', adminVerify: true }));
      expect(tabsOf(dashboardOf('/dashboard/auditLog'))).toHaveLength(15);
      expect(headingOf(dashboardOf('/dashboard/auditLog'))).toBe('Audit log');
      expect(dashboardOf('/dashboard/auditLog')?.querySelector('.boot-dashboard-intro')?.textContent).toBe(tabIntro('/dashboard/auditLog'));
      expect(dashboardOf('/dashboard/addProduct')?.querySelector('.boot-dashboard-intro')).toBeNull();
      const reports = dashboardOf('/dashboard/reports');
      expect(headingOf(reports)).toBe('Reports');
      expect(reports?.querySelector('.boot-dashboard-intro')?.textContent).toBe(tabIntro('/dashboard/reports'));
      expect(tabIntro('/dashboard/reports')).toMatch(/^Listings and messages people reported/);
    });

    it('leaves out a heading the API decides (a conversation, a listing), and any for a tab the role does not have', () => {
      rememberSession(buyer);
      const conversation = dashboardOf('/dashboard/messages/abc');
      expect(tabsOf(conversation)).toContain('[Messages]');
      expect(headingOf(conversation)).toBeNull();
      const notTheirs = dashboardOf('/dashboard/myProducts');
      expect(tabsOf(notTheirs)).not.toContain('My Products');
      expect(headingOf(notTheirs)).toBeNull();
    });

    it('is not drawn for a visitor nobody is remembered for, nor outside the dashboard', () => {
      expect(dashboardOf('/dashboard/favourites')).toBeNull();
      rememberSession(buyer);
      expect(dashboardOf('/dashboards')).toBeNull();
      expect(dashboardOf('/category/all')).toBeNull();
    });

    it('writes the remembered name as text', () => {
      rememberSession(testUser({ uid: 'seller-1', role: 'seller', displayName: '<b>Dana</b>' }));
      const frame = dashboardOf('/dashboard/myProducts');
      expect(headingOf(frame)).toBe('<b>Dana</b>, You Have total: … Products');
      expect(frame?.querySelector('.boot-seller-name')?.textContent).toBe('<b>Dana</b>');
      expect(frame?.querySelector('b')).toBeNull();
    });
  });

  it("lets a screen's own code start with the app's only for someone remembered, whatever the browser keeps of it", () => {
    const head = document.createElement('head');
    head.innerHTML =
      `<link rel="${SCREEN_MODULE}" data-for="/category/:size" href="/assets/category-page.js">` +
      `<link rel="${SCREEN_MODULE}" data-for="/dashboard/*" href="/assets/dashboard-layout.js">` +
      `<link rel="${SCREEN_MODULE}" data-for="/dashboard/myProducts /dashboard/editProduct/:id" href="/assets/columns.js">` +
      `<link rel="${SCREEN_MODULE}" data-for="/dashboard" href="/assets/my-orders-page.js">`;
    const opening = (pathname: string) => screenCodeOpening(pathname, head).map((link) => link.getAttribute('href'));
    expect(opening('/category/all')).toEqual([]);

    rememberSession(buyer);
    expect(opening('/category/all')).toEqual(['/assets/category-page.js']);
    expect(opening('/category/20')).toEqual(['/assets/category-page.js']);
    expect(opening('/dashboard')).toEqual(['/assets/dashboard-layout.js', '/assets/my-orders-page.js']);
    // The router matches letters of either case: so does the shell.
    expect(opening('/dashboard/myproducts')).toEqual(['/assets/dashboard-layout.js', '/assets/columns.js']);
    expect(opening('/dashboard/editProduct/abc')).toEqual(['/assets/dashboard-layout.js', '/assets/columns.js']);
    expect(opening('/dashboard/anything')).toEqual(['/assets/dashboard-layout.js']);
    for (const pathname of ['/', '/product/abc', '/category/all/more', '/dashboards']) expect(opening(pathname)).toEqual([]);
  });
});
