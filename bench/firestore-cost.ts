// Section 1: Firestore document reads per API call of each page, counted in the data layer
// (functions/src/store/reads.ts), with the catalog at several sizes. The API runs in this
// process, so the counter is shared: reset, one request, read the total.
import { DEFAULT_PAGE_SIZE } from '../functions/src/contract/index.js';
import { ADVERTISED_ON_HOME } from '../functions/src/domain/advertising.js';
import { documentReads } from '../functions/src/store/reads.js';
import { seedCategories } from '../emulators/seed/data.js';
import { account, productIdOf, seedBookingRange, seedCategoryList, seedProductRange, type Account } from './fixtures.js';
import { line, type Line } from './report.js';

const SECTION = 'Firestore';
/** "A small constant": the one extra document that tells whether a next page exists, and one count. */
const CONSTANT = 2;

export type CostWorld = { api: string; seller: Account; buyer: Account; catalog: number; bookings: number };

type Page = { name: string; path: (w: CostWorld) => string; token: (w: CostWorld) => string | null; pageSize: number; note: string };

const PAGES: Page[] = [
  { name: 'Home: advertised products', path: () => '/advertised/products', token: () => null, pageSize: ADVERTISED_ON_HOME, note: 'GET /advertised/products' },
  { name: 'Home: categories', path: () => '/productsCategory', token: () => null, pageSize: seedCategories.length, note: 'GET /productsCategory' },
  { name: 'Category page (size 20)', path: () => '/products/20', token: (w) => w.buyer.token, pageSize: DEFAULT_PAGE_SIZE, note: 'GET /products/20' },
  { name: 'All products', path: () => '/products/all', token: (w) => w.buyer.token, pageSize: DEFAULT_PAGE_SIZE, note: 'GET /products/all' },
  { name: 'Product page', path: () => `/product/${productIdOf(5)}`, token: (w) => w.buyer.token, pageSize: 1, note: 'GET /product/{id}' },
  {
    name: 'My Products (seller)',
    path: (w) => `/myProducts?email=${encodeURIComponent(w.seller.email)}`,
    token: (w) => w.seller.token,
    pageSize: DEFAULT_PAGE_SIZE,
    note: 'GET /myProducts?email=',
  },
  {
    name: 'My Orders (buyer)',
    path: (w) => `/mybooking?email=${encodeURIComponent(w.buyer.email)}`,
    token: (w) => w.buyer.token,
    pageSize: DEFAULT_PAGE_SIZE,
    note: 'GET /mybooking?email=',
  },
];

/** The seller whose My Products is measured (owns one product in ten) and the buyer of My Orders. */
export async function prepareCostWorld(api: string): Promise<CostWorld> {
  await seedCategoryList();
  const [seller, buyer] = await Promise.all([account('seller', 'BenchSeller000', 'Bench Seller'), account('buyer', 'BenchOrdersBuyer', 'Bench Buyer')]);
  return { api, seller, buyer, catalog: 0, bookings: 0 };
}

/** Grows the catalog to `size` products; the measured buyer books one product in ten of them. */
export async function growCatalog(world: CostWorld, size: number) {
  if (size <= world.catalog) return;
  await seedProductRange(world.catalog, size, world.seller);
  world.bookings += await seedBookingRange(world.catalog, size, world.buyer, world.seller);
  world.catalog = size;
}

export type PageReads = { name: string; call: string; budget: number; reads: number; status: number; items: number };

/** One request per page, with the reads it cost. */
export async function measureReads(world: CostWorld): Promise<PageReads[]> {
  const out: PageReads[] = [];
  for (const page of PAGES) {
    const token = page.token(world);
    documentReads.reset();
    const res = await fetch(`${world.api}${page.path(world)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json()) as { data?: unknown };
    const reads = documentReads.total;
    out.push({
      name: page.name,
      call: page.note,
      budget: page.pageSize + CONSTANT,
      reads,
      status: res.status,
      items: Array.isArray(body.data) ? body.data.length : body.data ? 1 : 0,
    });
  }
  return out;
}

const n = (v: number) => v.toLocaleString('en-US');

/** One line per page: its reads at every catalog size, against page size + constant. */
export function costLines(bySize: Map<number, PageReads[]>): Line[] {
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  return PAGES.map((page) => {
    const cells = sizes.map((size) => ({ size, m: bySize.get(size)!.find((r) => r.name === page.name)! }));
    const failed = cells.find((c) => c.m.status !== 200);
    const budget = page.pageSize + CONSTANT;
    const value = `${cells.map((c) => `${n(c.size)}: ${c.m.reads}`).join(' · ')} reads${failed ? ` (HTTP ${failed.m.status} at ${n(failed.size)})` : ''}`;
    const reads = cells.map((c) => c.m.reads);
    return line(SECTION, `${page.name} (${page.note})`, value, `≤ ${budget} (page ${page.pageSize} + ${CONSTANT}) at every size`, !failed && Math.max(...reads) <= budget, {
      call: page.note,
      budget,
      pageSize: page.pageSize,
      readsByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.reads])),
      itemsByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.items])),
      statusByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.status])),
    });
  });
}
