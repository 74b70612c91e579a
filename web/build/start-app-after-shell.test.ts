import { describe, expect, it } from 'vitest';
import { APP_ENTRY, APP_MODULE, SCREEN_MODULE } from '../src/app/shell/app-code-links';
import { SCREENS } from './app-modules';
import { screenChunks, screenLinks, startAppAfterShell } from './start-app-after-shell';

type Bundle = Parameters<typeof screenChunks>[0];
type Hook = { handler: (html: string, context?: { bundle?: Bundle }) => string };
// The category screen alone: the sample bundle below holds none of the dashboard's modules.
const catalogOnly = { '/category/:size': SCREENS['/category/:size']! };
const transform = (html: string, bundle?: Bundle) => (startAppAfterShell(catalogOnly).transformIndexHtml as Hook).handler(html, bundle && { bundle });

/** A bundle as Rollup describes it, with only what the plugin reads of each chunk. */
function bundleOf(chunks: { fileName: string; isEntry?: boolean; imports?: string[]; moduleIds?: string[] }[]): Bundle {
  return Object.fromEntries(chunks.map((chunk) => [chunk.fileName, { type: 'chunk', isEntry: false, imports: [], moduleIds: [], ...chunk }])) as unknown as Bundle;
}

const app = bundleOf([
  { fileName: 'assets/index-abc.js', isEntry: true, imports: ['assets/react-def.js', 'assets/app-core-ghi.js'] },
  { fileName: 'assets/react-def.js' },
  { fileName: 'assets/app-core-ghi.js', imports: ['assets/react-def.js'] },
  { fileName: 'assets/signed-in-part-mno.js', imports: ['assets/app-core-ghi.js'], moduleIds: ['/repo/web/src/features/auth/signed-in-part.tsx'] },
  { fileName: 'assets/category-page-jkl.js', imports: ['assets/app-core-ghi.js', 'assets/product-card-pqr.js'], moduleIds: ['/repo/web/src/features/catalog/components/category-page.tsx'] },
  { fileName: 'assets/product-card-pqr.js', imports: ['assets/react-def.js'] },
  { fileName: 'assets/contact-page-stu.js', imports: ['assets/app-core-ghi.js'], moduleIds: ['/repo/web/src/features/contact/contact-page.tsx'] },
]);

const built =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-def.js"><link rel="modulepreload" crossorigin href="/assets/app-core-ghi.js"></head>';

describe("the built page's app code", () => {
  it("is named by inert links the shell's script starts, so nothing of it is fetched before the shell has painted", () => {
    const page = transform(built);
    expect(page).toBe(`<head><link rel="${APP_ENTRY}" href="/assets/index-abc.js"><link rel="${APP_MODULE}" href="/assets/react-def.js"><link rel="${APP_MODULE}" href="/assets/app-core-ghi.js"></head>`);
    expect(page).not.toMatch(/rel="modulepreload"|<script/);
  });

  it('fails the build when the page has no entry script to start', () => {
    expect(() => transform('<head></head>')).toThrow(/no entry module script/);
  });

  it("names each screen's own chunks beside the entry: its modules and what they import beyond the entry's", () => {
    const page = transform(built, app);
    expect(page).toContain(
      `<link rel="${APP_ENTRY}" href="/assets/index-abc.js"><link rel="${SCREEN_MODULE}" data-for="/category/:size" href="/assets/signed-in-part-mno.js"><link rel="${SCREEN_MODULE}" data-for="/category/:size" href="/assets/category-page-jkl.js"><link rel="${SCREEN_MODULE}" data-for="/category/:size" href="/assets/product-card-pqr.js">`,
    );
    expect(page).not.toContain('contact-page');
  });

  it("names a tab's chunks beyond its frame's, each chunk once, with every screen that needs it (the frame when all its tabs do)", () => {
    const dashboard = bundleOf([
      { fileName: 'assets/index-abc.js', isEntry: true, imports: ['assets/react-def.js'] },
      { fileName: 'assets/react-def.js' },
      { fileName: 'assets/layout-aaa.js', imports: ['assets/stack-bbb.js'], moduleIds: ['/repo/web/src/layout.tsx'] },
      { fileName: 'assets/stack-bbb.js' },
      { fileName: 'assets/orders-ccc.js', imports: ['assets/stack-bbb.js', 'assets/table-ddd.js'], moduleIds: ['/repo/web/src/orders.tsx'] },
      { fileName: 'assets/buyers-eee.js', imports: ['assets/table-ddd.js', 'assets/react-def.js'], moduleIds: ['/repo/web/src/buyers.tsx'] },
      { fileName: 'assets/table-ddd.js', imports: ['assets/page-fff.js'] },
      { fileName: 'assets/page-fff.js' },
      { fileName: 'assets/account-ggg.js', imports: ['assets/page-fff.js'], moduleIds: ['/repo/web/src/account.tsx'] },
    ]);
    const links = screenLinks(dashboard, { '/dashboard/*': ['src/layout.tsx'], '/dashboard': ['src/orders.tsx'], '/dashboard/myBuyers': ['src/buyers.tsx'], '/dashboard/account': ['src/account.tsx'] });
    expect(links).toBe(
      `<link rel="${SCREEN_MODULE}" data-for="/dashboard/*" href="/assets/layout-aaa.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard/*" href="/assets/stack-bbb.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard" href="/assets/orders-ccc.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard /dashboard/myBuyers" href="/assets/table-ddd.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard/*" href="/assets/page-fff.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard/myBuyers" href="/assets/buyers-eee.js">` +
        `<link rel="${SCREEN_MODULE}" data-for="/dashboard/account" href="/assets/account-ggg.js">`,
    );
  });

  it('fails the build when a module of a screen is in no chunk (renamed or moved)', () => {
    const withoutPage = bundleOf([{ fileName: 'assets/index-abc.js', isEntry: true }]);
    expect(() => screenChunks(withoutPage, SCREENS['/category/:size']!)).toThrow(/No chunk of the build holds src\/features\/auth\/signed-in-part.tsx/);
  });
});
