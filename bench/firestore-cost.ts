// Section 1: Firestore document reads per API call of each page and of the seller's writes,
// counted in the data layer (functions/src/store/reads.ts), with the catalog at several sizes.
// The API runs in this process, so the counter is shared: reset, one request, read the total.
import { DEFAULT_PAGE_SIZE } from '../functions/src/contract/index.js';
import { ADVERTISED_ON_HOME } from '../functions/src/domain/advertising.js';
import { SCAN_FACTOR } from '../functions/src/domain/search.js';
import { auditStore } from '../functions/src/store/audit.js';
import { commitTogether } from '../functions/src/store/batch.js';
import { documentReads } from '../functions/src/store/reads.js';
import { SHARDS } from '../functions/src/store/catalog-counts.js';
import { seedCategories } from '../emulators/seed/data.js';
import { account, productIdOf, removeDeals, seedBookingRange, seedCategoryList, seedDeals, seedNotifications, seedProductRange, type Account } from './fixtures.js';
import { line, type Line } from './report.js';

const SECTION = 'Firestore';
/** "A small constant": the one extra document that tells whether a next page exists, and one count. */
const CONSTANT = 2;
/** The notifications of the measured buyer: more than a page. */
const NOTIFICATIONS = 40;
/** The machines the measured buyer saved, and the entries of the admin trail: more than a page each. */
const FAVOURITES = 40;
const AUDIT_ENTRIES = 40;
/** The open requests of the machine whose request is accepted (the accepted one and two others). */
const OPEN_REQUESTS = 3;

export type CostWorld = { api: string; seller: Account; buyer: Account; admin: Account; catalog: number; bookings: number; favourites: number };

type Request = { method?: 'PATCH' | 'PUT'; path: string; body?: unknown; /** Undoes what was prepared for it. */ cleanup?: () => Promise<void> };

type Call = {
  name: string;
  note: string;
  token: (w: CostWorld) => string | null;
  /** The request at the current catalog size; a write prepares what it acts on first. */
  request: (w: CostWorld) => Request | Promise<Request>;
  /** The reads expected, at every size, and what they are (as printed). */
  budget: number;
  counts: string;
  /** For a list: its page size. */
  pageSize?: number;
};

/**
 * A list: its page, one more document to know whether a next page exists, and one count; a
 * signed-in call also reads the caller's record once (the session check).
 */
const page = (call: Omit<Call, 'budget' | 'counts' | 'pageSize'>, pageSize: number, extra?: { reads: number; what: string }): Call => {
  const session = call.token({ buyer: { token: 'x' }, seller: { token: 'x' }, admin: { token: 'x' } } as unknown as CostWorld) === null ? 0 : 1;
  const counts = `${session ? 'session 1 + ' : ''}page ${pageSize} + ${CONSTANT}${extra ? ` + ${extra.what}` : ''}`;
  return { ...call, budget: pageSize + CONSTANT + session + (extra?.reads ?? 0), counts, pageSize };
};

/**
 * A catalog page also reads the catalog's totals, which are sharded (SHARDS documents summed,
 * in place of the one count), and the removals in progress, whose sellers' listings it leaves out.
 */
const CATALOG_EXTRA = { reads: SHARDS - 1 + 1, what: `totals ${SHARDS} shards in place of the count, removals 1` };

/** Six mixes of the catalog's filters: what one index serves, and what is checked on a capped scan. */
const SEARCHES: [name: string, path: string][] = [
  ['keyword', '/products/all?q=engine'],
  ['keyword + fuel', '/products/all?q=water&fuel=diesel'],
  ['price range', '/products/all?minPrice=150&maxPrice=260'],
  ['year range, sorted by price', '/products/all?minYear=2017&maxYear=2021&sort=price-asc'],
  ['size + available + verified', '/products/20?available=true&verified=true'],
  ['every filter at once', '/products/20?q=diesel%20engine&fuel=diesel&make=jintian&location=chapai-nawabganj&minPrice=100&maxPrice=300&minYear=2015&maxYear=2022&maxUsed=5&verified=true&available=true&sort=price-desc'],
];

/**
 * A search: the session, at most SCAN_FACTOR × (page + 2) listings scanned when a check no index
 * serves applies (a page and its look-ahead otherwise), and one count.
 */
const search = (name: string, path: string): Call => ({
  name: `Search: ${name}`,
  request: () => ({ path }),
  token: (w) => w.buyer.token,
  note: `GET ${path.split('?')[0]}?${path.split('?')[1]}`,
  budget: 1 + SCAN_FACTOR * (DEFAULT_PAGE_SIZE + CONSTANT) + 1 + 1,
  counts: `session 1 + scan ≤ ${SCAN_FACTOR} × (page ${DEFAULT_PAGE_SIZE} + ${CONSTANT}) + count 1 (up to 1,000) + removals 1`,
  pageSize: DEFAULT_PAGE_SIZE,
});

const CALLS: Call[] = [
  page({ name: 'Home: advertised products', request: () => ({ path: '/advertised/products' }), token: () => null, note: 'GET /advertised/products' }, ADVERTISED_ON_HOME),
  page({ name: 'Home: categories', request: () => ({ path: '/productsCategory' }), token: () => null, note: 'GET /productsCategory' }, seedCategories.length),
  page({ name: 'Category page (size 20)', request: () => ({ path: '/products/20' }), token: (w) => w.buyer.token, note: 'GET /products/20' }, DEFAULT_PAGE_SIZE, CATALOG_EXTRA),
  page({ name: 'All products', request: () => ({ path: '/products/all' }), token: (w) => w.buyer.token, note: 'GET /products/all' }, DEFAULT_PAGE_SIZE, CATALOG_EXTRA),
  page({ name: 'Product page', request: () => ({ path: `/product/${productIdOf(5)}` }), token: (w) => w.buyer.token, note: 'GET /product/{id}' }, 1),
  page(
    {
      name: 'My Products (seller)',
      request: (w) => ({ path: `/myProducts?email=${encodeURIComponent(w.seller.email)}` }),
      token: (w) => w.seller.token,
      note: 'GET /myProducts?email=',
    },
    DEFAULT_PAGE_SIZE,
  ),
  page(
    {
      name: 'My Orders (buyer)',
      request: (w) => ({ path: `/mybooking?email=${encodeURIComponent(w.buyer.email)}` }),
      token: (w) => w.buyer.token,
      note: 'GET /mybooking?email=',
    },
    DEFAULT_PAGE_SIZE,
  ),
  ...SEARCHES.map(([name, path]) => search(name, path)),
  {
    name: 'Notifications (buyer)',
    request: () => ({ path: '/notifications' }),
    token: (w) => w.buyer.token,
    note: 'GET /notifications',
    budget: 1 + DEFAULT_PAGE_SIZE + 1 + 2,
    counts: `session 1 + page ${DEFAULT_PAGE_SIZE} + 1 + 2 counts`,
    pageSize: DEFAULT_PAGE_SIZE,
  },
  page(
    {
      name: 'Favourites (buyer)',
      request: async (w) => {
        // Saved through the API once the catalog has them, as a buyer saves them.
        for (; w.favourites < FAVOURITES; w.favourites++) await send(w, w.buyer, 'PUT', `/favourites/${productIdOf(w.favourites)}`);
        return { path: '/favourites' };
      },
      token: (w) => w.buyer.token,
      note: 'GET /favourites',
    },
    DEFAULT_PAGE_SIZE,
  ),
  page({ name: 'Audit log (admin)', request: () => ({ path: '/audit' }), token: (w) => w.admin.token, note: 'GET /audit' }, DEFAULT_PAGE_SIZE),
  {
    // One of the seller's listings (product 0), a new price each time: the history grows by one.
    name: 'Edit a listing: new price (seller)',
    request: (w) => ({ method: 'PATCH', path: `/products/${productIdOf(0)}`, body: { resalePrice: 123_456 + w.catalog } }),
    token: (w) => w.seller.token,
    note: 'PATCH /products/{id}',
    budget: 3,
    counts: 'session 1 + listing 1 + who saved it 1',
  },
  {
    // A machine of the seller's with three waiting requests, made for the call and removed after.
    name: `Accept a request, ${OPEN_REQUESTS - 1} others open (seller)`,
    request: async (w) => {
      const [deal] = await seedDeals(w.seller, 'cost', w.catalog, 1, OPEN_REQUESTS);
      return { method: 'PUT', path: `/bookings/${deal!.bookingIds[0]}/status`, body: { status: 'accepted' }, cleanup: () => removeDeals([deal!]) };
    },
    token: (w) => w.seller.token,
    note: 'PUT /bookings/{id}/status',
    budget: 3 + OPEN_REQUESTS + 1 + 1,
    counts: `session, booking, machine 3 + ${OPEN_REQUESTS} waiting requests + 1 look for requests that came meanwhile (none) + who saved it 1`,
  },
];

/**
 * The seller whose My Products is measured (owns one product in ten; edits one, accepts a request)
 * and the buyer of My Orders and Notifications.
 */
export async function prepareCostWorld(api: string): Promise<CostWorld> {
  await seedCategoryList();
  const [seller, buyer, admin] = await Promise.all([
    account('seller', 'BenchSeller000', 'Bench Seller'),
    account('buyer', 'BenchOrdersBuyer', 'Bench Buyer'),
    account('admin', 'BenchAdmin', 'Bench Admin'),
  ]);
  await seedNotifications(buyer, NOTIFICATIONS);
  await seedAuditTrail(admin, AUDIT_ENTRIES);
  return { api, seller, buyer, admin, catalog: 0, bookings: 0, favourites: 0 };
}

/** Entries of the admin trail, written as the API writes them (the store's append-only write). */
async function seedAuditTrail(admin: Account, count: number) {
  const actor = { uid: admin.uid, email: admin.email, name: admin.name };
  const writes = Array.from({ length: count }, (_, i) =>
    auditStore.entryWrite({ actor, action: 'change-role', target: { kind: 'user', id: `BenchUser${i}`, label: `Bench User ${i}` }, before: { role: 'buyer' }, after: { role: 'seller' } }, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
  );
  await commitTogether(writes);
}

/** A call made to prepare a measurement; it must succeed. */
async function send(w: CostWorld, who: Account, method: 'PUT', path: string) {
  const res = await fetch(`${w.api}${path}`, { method, headers: { Authorization: `Bearer ${who.token}` }, signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** Grows the catalog to `size` products; the measured buyer books one product in ten of them. */
export async function growCatalog(world: CostWorld, size: number) {
  if (size <= world.catalog) return;
  await seedProductRange(world.catalog, size, world.seller);
  world.bookings += await seedBookingRange(world.catalog, size, world.buyer, world.seller);
  world.catalog = size;
}

export type PageReads = { name: string; call: string; budget: number; reads: number; status: number; items: number };

/** One request per call, with the reads it cost. */
export async function measureReads(world: CostWorld): Promise<PageReads[]> {
  const out: PageReads[] = [];
  for (const call of CALLS) {
    const token = call.token(world);
    const request = await call.request(world);
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      documentReads.reset();
      const res = await fetch(`${world.api}${request.path}`, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await res.json()) as { data?: unknown };
      const reads = documentReads.total;
      out.push({
        name: call.name,
        call: call.note,
        budget: call.budget,
        reads,
        status: res.status,
        items: Array.isArray(body.data) ? body.data.length : body.data ? 1 : 0,
      });
    } finally {
      await request.cleanup?.();
    }
  }
  return out;
}

const n = (v: number) => v.toLocaleString('en-US');

/** One line per call: its reads at every catalog size, against its budget. */
export function costLines(bySize: Map<number, PageReads[]>): Line[] {
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  return CALLS.map((call) => {
    const cells = sizes.map((size) => ({ size, m: bySize.get(size)!.find((r) => r.name === call.name)! }));
    const failed = cells.find((c) => c.m.status !== 200);
    const budget = call.budget;
    const value = `${cells.map((c) => `${n(c.size)}: ${c.m.reads}`).join(' · ')} reads${failed ? ` (HTTP ${failed.m.status} at ${n(failed.size)})` : ''}`;
    const reads = cells.map((c) => c.m.reads);
    return line(SECTION, `${call.name} (${call.note})`, value, `≤ ${budget} (${call.counts}) at every size`, !failed && Math.max(...reads) <= budget, {
      call: call.note,
      budget,
      counts: call.counts,
      pageSize: call.pageSize,
      readsByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.reads])),
      itemsByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.items])),
      statusByCatalogSize: Object.fromEntries(cells.map((c) => [c.size, c.m.status])),
    });
  });
}
