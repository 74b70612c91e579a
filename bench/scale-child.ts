// The `scale` section's measurements, in a process of their own: a Firestore of its own (the Node
// emulator, in process, with constant-time look-ups for large worlds: emulators/large-collections.ts), the Auth
// emulator of the bench, and the API app in this process. Prints one JSON line: the figures.
//
// For each size it measures what a call costs (its latency, the documents it reads and writes)
// and then how long the work it owes takes to drain, done here as the `work` task queue does it.
import { FirestoreServer } from '@firestore-emulator/server';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Timestamp } from 'firebase-admin/firestore';
import { makeCommitsAtomic } from '../emulators/atomic-commits.js';
import { freePort } from '../emulators/ports.js';
import { findDocumentsInConstantTime } from '../emulators/large-collections.js';
import { ROOT } from '../emulators/stack.js';

const sizes = {
  watchers: (process.env.SCALE_WATCHERS ?? '1000,10000,50000').split(',').map(Number),
  searches: (process.env.SCALE_SEARCHES ?? '10000,100000').split(',').map(Number),
  requests: Number(process.env.SCALE_REQUESTS ?? 1000),
  sellerListings: Number(process.env.SCALE_SELLER_LISTINGS ?? 2000),
  sellerBookings: Number(process.env.SCALE_SELLER_BOOKINGS ?? 10000),
  creates: Number(process.env.SCALE_CREATES ?? 200),
  guideListings: Number(process.env.SCALE_GUIDE_LISTINGS ?? 10000),
};

findDocumentsInConstantTime();
const database = new FirestoreServer();
makeCommitsAtomic(database);
const port = await freePort();
await database.start(port);
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
// A few accounts make thousands of calls here, and large collections slow the Node emulator.
process.env.RATE_LIMIT_PER_MINUTE = '1000000000';
process.env.ACCOUNT_WRITES_PER_MINUTE = '1000000000';
process.env.FIRESTORE_DEADLINE_MS = '120000';

const { createApp } = await import('../functions/src/app.js');
const { drainWork } = await import('../functions/src/domain/work/run.js');
const { firestore } = await import('../functions/src/store/db.js');
const { documentReads, documentWrites } = await import('../functions/src/store/reads.js');
const { workStore } = await import('../functions/src/store/work.js');
const { bookingId, bookingsStore } = await import('../functions/src/store/bookings.js');
const { catalogCounts } = await import('../functions/src/store/catalog-counts.js');
const { productsStore } = await import('../functions/src/store/products.js');
const { account, benchProduct, seedCategoryList, SELLERS } = await import('./fixtures.js');
const { productInputSchema } = await import('../functions/src/contract/index.js');

const server = await new Promise<import('node:http').Server>((resolve) => {
  const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
});
const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
const tag = `Scale${Date.now().toString(36)}`;
const seller = await account('seller', `${tag}Seller`, 'Scale Seller');
const admin = await account('admin', `${tag}Admin`, 'Scale Admin');
await seedCategoryList();

type Cost = { ms: number; reads: number; writes: number; status: number };

async function call(method: string, path: string, token: string, body?: unknown): Promise<Cost & { data: unknown }> {
  documentReads.reset();
  documentWrites.reset();
  const t = performance.now();
  const res = await fetch(`${api}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const answer = (await res.json()) as { data: unknown };
  return { ms: performance.now() - t, reads: documentReads.total, writes: documentWrites.total, status: res.status, data: answer.data };
}

/** Calls a latency is the median of. */
const ROUNDS = 11;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Sets documents in batches of 400. */
async function bulk(collection: string, docs: { id: string; data: Record<string, unknown> }[]) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = firestore().batch();
    for (const { id, data } of docs.slice(i, i + 400)) batch.set(firestore().collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** Drains the owed work as the queue would: the time it took and the writes a second. */
async function drained(): Promise<{ seconds: number; writes: number; perSecond: number }> {
  documentWrites.reset();
  const t = performance.now();
  await drainWork();
  const seconds = (performance.now() - t) / 1000;
  return { seconds, writes: documentWrites.total, perSecond: documentWrites.total / seconds };
}

/** Forgets unfinished work this measurement does not drain (the price raises before the measured drop). */
async function forgetWork() {
  for (const work of await workStore.unfinished(50)) await firestore().collection('work').doc(work.id).delete();
}

/** Listing number `i` of a bench catalog, owned by `owner`, unsold and not advertised. */
function listingOf(i: number, owner: Parameters<typeof benchProduct>[1]) {
  const product = { ...benchProduct(i * SELLERS, owner), sold: false };
  delete product.advertiseName;
  return product;
}

/** What Add Product sends for listing number `i`: its input fields only, its own pictures. */
function inputOf(i: number, overrides: Record<string, unknown> = {}) {
  const product = listingOf(i, seller) as Record<string, unknown>;
  return { ...Object.fromEntries(Object.keys(productInputSchema.shape).filter((k) => product[k] !== undefined).map((k) => [k, product[k]])), ...overrides };
}

async function newListing(i: number, overrides: Record<string, unknown> = {}) {
  const { _id, ...rest } = { ...listingOf(i, seller), ...overrides };
  return productsStore.create(`${tag}m${i}`, rest);
}

async function watchersOf(product: { _id: string; sellerUid: string; productName: string; resalePrice: number }, n: number): Promise<void> {
  const at = Timestamp.now();
  const docs = Array.from({ length: n }, (_, i) => {
    const userUid = `${tag}w${String(i).padStart(6, '0')}`;
    const id = `${userUid}_${product._id}`;
    return { id, data: { userUid, productId: product._id, sellerUid: product.sellerUid, productName: product.productName, picture: '', categorySize: '20', location: 'Bogura', savedPrice: product.resalePrice, resalePrice: product.resalePrice, sold: false, withdrawn: false, createdAt: at, sortKey: `${at.toDate().toISOString()}_${id}` } };
  });
  await bulk('favourites', docs);
}

/** An open request of `buyerUid` for `listing` of `owner`, as `POST /bookings` stores it. */
function openRequest(listing: { _id: string; productName: string; resalePrice: number; sellerUid: string }, owner: { email: string }, buyerUid: string) {
  return {
    _id: bookingId(listing._id, buyerUid),
    productName: listing.productName,
    productId: listing._id,
    sellerEmail: owner.email,
    resalePrice: listing.resalePrice,
    buyerName: 'A buyer',
    buyerEmail: `${buyerUid.toLowerCase()}@bench.machinery.test`,
    buyerNumber: '01811223344',
    buyerLocation: 'Bogura',
    status: 'requested' as const,
    createdAt: new Date().toISOString(),
    buyerUid,
    sellerUid: listing.sellerUid,
  };
}

const noticesOf = async (productId: string, kind: string) => (await firestore().collection('notifications').where('productId', '==', productId).where('kind', '==', kind).get()).docs.map((d) => d.get('userUid') as string);

const result: Record<string, unknown> = { sizes };
const began = performance.now();
/** Progress on stderr, which the section echoes: the larger worlds take minutes on the Node emulator. */
const say = (text: string) => process.stderr.write(`  [scale ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${text}\n`);

// A. A price change of a machine watched by each number of people, against the same change of a
// machine nobody watches, the two in turns (so that a busy moment of the machine weighs on both),
// after a few calls that warm the API and its Firestore client.
const unwatched = await newListing(0, { resalePrice: 1000 });
for (let k = 0; k < 3; k++) await call('POST', '/products', seller.token, inputOf(1900 + k, { fuel: 'petrol' }));
let unwatchedPrice = 1000;
const raiseUnwatched = () => call('PATCH', `/products/${unwatched._id}`, seller.token, { resalePrice: ++unwatchedPrice });
for (let k = 0; k < 5; k++) await raiseUnwatched();
const unwatchedDrop = await call('PATCH', `/products/${unwatched._id}`, seller.token, { resalePrice: (unwatchedPrice = 900) });
await drained();
result.unwatchedDrop = { reads: unwatchedDrop.reads, writes: unwatchedDrop.writes, status: unwatchedDrop.status };
const priceChanges: Record<string, unknown>[] = [];
for (const n of sizes.watchers) {
  say(`price change, ${n} watchers…`);
  const product = await newListing(1 + priceChanges.length, { resalePrice: 1000 });
  await watchersOf(product, n);
  const raises: Cost[] = [];
  const unwatchedRaises: Cost[] = [];
  for (let k = 1; k <= ROUNDS; k++) {
    unwatchedRaises.push(await raiseUnwatched());
    raises.push(await call('PATCH', `/products/${product._id}`, seller.token, { resalePrice: 1000 + k }));
  }
  await forgetWork();
  const drop = await call('PATCH', `/products/${product._id}`, seller.token, { resalePrice: 900 });
  const drain = await drained();
  const told = await noticesOf(product._id, 'favourite-price-drop');
  priceChanges.push({ watchers: n, p50Ms: median(raises.map((r) => r.ms)), unwatchedP50Ms: median(unwatchedRaises.map((r) => r.ms)), reads: drop.reads, writes: drop.writes, status: drop.status, drain, told: told.length, distinct: new Set(told).size });
}
result.priceChanges = priceChanges;

// B. A drain killed half-way, then run again: nothing lost, nothing twice.
{
  const n = Math.min(10000, Math.max(...sizes.watchers));
  say(`a drain killed half-way, ${n} watchers…`);
  const product = await newListing(1000, { resalePrice: 1000 });
  await watchersOf(product, n);
  await call('PATCH', `/products/${product._id}`, seller.token, { resalePrice: 900 });
  const [work] = await workStore.unfinished(5);
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'bench', 'drain-child.ts')], { env: { ...process.env }, stdio: 'ignore' });
  let pagesAtKill = 0;
  for (;;) {
    const now = await workStore.get(work!.id);
    if ((now?.pages ?? 0) >= 2 || now?.done) {
      child.kill('SIGKILL');
      pagesAtKill = now?.pages ?? 0;
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => child.once('exit', resolve));
  const noticesAtKill = (await noticesOf(product._id, 'favourite-price-drop')).length;
  await drainWork();
  const told = await noticesOf(product._id, 'favourite-price-drop');
  result.killedDrain = { watchers: n, pagesAtKill, noticesAtKill, told: told.length, distinct: new Set(told).size };
}

// C. A new listing, with 0 and many saved searches stored (200 of them match it).
{
  const creates: Record<string, unknown>[] = [];
  let stored = 0;
  const at = Timestamp.now();
  const search = (i: number, matching: boolean) => {
    const id = `${tag}s${String(i).padStart(7, '0')}`;
    const data = matching
      ? { userUid: `${tag}u${i}`, name: `Diesels ${i}`, query: { fuel: 'diesel' }, size: null, alertKey: 'fuel:diesel' }
      : { userUid: `${tag}u${i}`, name: `Make ${i % 1000}`, query: { make: `maker${i % 1000}` }, size: null, alertKey: `make:maker${i % 1000}` };
    return { id, data: { ...data, createdAt: at, sortKey: `${at.toDate().toISOString()}_${id}` } };
  };
  for (const total of [0, ...sizes.searches]) {
    say(`a new listing, ${total} saved searches…`);
    const add: { id: string; data: Record<string, unknown> }[] = [];
    for (let i = stored; i < total; i++) add.push(search(i, i < 200));
    await bulk('savedSearches', add);
    stored = total;
    const made: (Cost & { data: unknown })[] = [];
    for (let k = 0; k < ROUNDS; k++) {
      // Only the last listing's alerts are drained: the same work each time, and minutes each on the Node emulator.
      if (k === ROUNDS - 1) await forgetWork();
      made.push(await call('POST', '/products', seller.token, inputOf(2000 + creates.length * ROUNDS + k, { fuel: 'diesel' })));
    }
    const last = made.at(-1)!;
    const drain = await drained();
    const told = total ? await noticesOf((last.data as { _id: string })._id, 'saved-search-match') : [];
    creates.push({ searches: total, p50Ms: median(made.map((m) => m.ms)), reads: last.reads, writes: last.writes, status: last.status, drain, told: told.length });
  }
  result.creates = creates;
}

// D. A listing deleted with many open requests.
{
  say(`a listing deleted with ${sizes.requests} open requests…`);
  const product = await newListing(3000);
  const buyers = Array.from({ length: sizes.requests }, (_, i) => `${tag}b${String(i).padStart(6, '0')}`);
  const requests = buyers.map((buyerUid) => openRequest(product, seller, buyerUid));
  for (let i = 0; i < requests.length; i += 400) await bookingsStore.putMany(requests.slice(i, i + 400));
  const deletion = await call('DELETE', `/products/${product._id}`, seller.token);
  const drain = await drained();
  const statuses = (await firestore().collection('bookings').where('productId', '==', product._id).get()).docs.map((d) => d.get('status'));
  const told = await noticesOf(product._id, 'request-withdrawn');
  result.deletion = { requests: sizes.requests, ms: deletion.ms, reads: deletion.reads, writes: deletion.writes, status: deletion.status, drain, withdrawn: statuses.filter((s) => s === 'withdrawn').length, told: told.length };
}

// E. A seller removed with many listings and bookings.
{
  say(`a seller removed with ${sizes.sellerListings} listings and ${sizes.sellerBookings} bookings…`);
  const leaving = await account('seller', `${tag}Leaving`, 'Leaving Seller');
  const listings = Array.from({ length: sizes.sellerListings }, (_, i) => ({ ...listingOf(4000 + i, leaving), _id: `${tag}l${String(i).padStart(6, '0')}` }));
  for (let i = 0; i < listings.length; i += 400) {
    const batch = listings.slice(i, i + 400);
    await Promise.all(batch.map(({ _id, ...rest }) => productsStore.create(_id, rest)));
  }
  const perListing = Math.ceil(sizes.sellerBookings / sizes.sellerListings);
  const bookings = Array.from({ length: sizes.sellerBookings }, (_, i) => {
    const listing = listings[Math.floor(i / perListing)]!;
    return openRequest({ ...listing, sellerUid: leaving.uid }, leaving, `${tag}r${String(i % perListing).padStart(3, '0')}`);
  });
  for (let i = 0; i < bookings.length; i += 400) await bookingsStore.putMany(bookings.slice(i, i + 400));
  const totalsBefore = await catalogCounts.read();
  const removal = await call('DELETE', `/user/${leaving.uid}`, admin.token);
  const shown = (await call('GET', `/product/${listings[0]!._id}`, admin.token)).status;
  const drain = await drained();
  const left = (await firestore().collection('products').where('sellerUid', '==', leaving.uid).count().get()).data().count;
  const open = (await firestore().collection('bookings').where('sellerUid', '==', leaving.uid).count().get()).data().count;
  const totalsAfter = await catalogCounts.read();
  result.removal = { listings: sizes.sellerListings, bookings: sizes.sellerBookings, ms: removal.ms, reads: removal.reads, writes: removal.writes, status: removal.status, productPageAtOnce: shown, drain, listingsLeft: left, bookingsLeft: open, totalsDropped: totalsBefore.total - totalsAfter.total };
}

// F. Many listings made at once: the sharded totals stay exact.
{
  say(`${sizes.creates} listings made at once…`);
  const before = await catalogCounts.read();
  const countBefore = (await firestore().collection('products').count().get()).data().count;
  const t = performance.now();
  const made = await Promise.all(Array.from({ length: sizes.creates }, (_, k) => call('POST', '/products', seller.token, inputOf(9000 + k, { fuel: 'petrol' }))));
  const seconds = (performance.now() - t) / 1000;
  const after = await catalogCounts.read();
  const countAfter = (await firestore().collection('products').count().get()).data().count;
  result.parallelCreates = { creates: sizes.creates, created: made.filter((m) => m.status === 201).length, seconds, totalsMoved: after.total - before.total, listingsMoved: countAfter - countBefore, totalIsCount: after.total === countAfter };
}

// G. A seller with 10,000 listings, all in the price guide's segments: insights and the guide.
{
  say(`insights and the price guide with ${sizes.guideListings} listings of one seller…`);
  const big = await account('seller', `${tag}Big`, 'Big Seller');
  const listings = Array.from({ length: sizes.guideListings }, (_, i) => ({
    ...listingOf(20000 + i, big),
    _id: `${tag}g${String(i).padStart(6, '0')}`,
    sellerUid: big.uid,
    categorySize: '20',
    // A fuel of their own: the segments measured hold these listings only, as the check counts them.
    fuel: 'Biodiesel',
    categoryCompany: i % 2 ? 'Yanmar' : 'Kirloskar',
    mfYear: 2010 + (i % 10),
    resalePrice: 500 + ((i * 7919) % 9000),
    sold: i % 10 === 0,
  }));
  await productsStore.putMany(listings);
  const viewers = await Promise.all(Array.from({ length: 5 }, (_, k) => account('buyer', `${tag}Viewer${k}`, `Viewer ${k}`)));
  for (const listing of listings.slice(0, 40)) await Promise.all(viewers.map((v) => call('POST', `/products/${listing._id}/views`, v.token)));
  const rounds = async (path: string, token: string) => {
    const costs: Cost[] = [];
    for (let r = 0; r < ROUNDS; r++) costs.push(await call('GET', path, token));
    return { p50Ms: median(costs.map((c) => c.ms)), reads: Math.max(...costs.map((c) => c.reads)), status: costs.at(-1)!.status };
  };
  const guide = await rounds('/insights/price-guide?categorySize=20&fuel=Biodiesel&year=2015', big.token);
  const guideByMake = await rounds('/insights/price-guide?categorySize=20&fuel=Biodiesel&make=Yanmar&year=2015', big.token);
  const listing = await rounds(`/insights/listings/${listings[0]!._id}?days=90`, big.token);
  const sellerWide = await rounds('/insights/seller?days=90', big.token);
  const comparable = (await call('GET', '/insights/price-guide?categorySize=20&fuel=Biodiesel&year=2015', big.token)).data as { comparable: number };
  const expected = listings.filter((l) => !l.sold && Math.abs(l.mfYear - 2015) <= 3).length;
  result.insights = { listings: sizes.guideListings, guide, guideByMake, listing, seller: sellerWide, comparable: comparable.comparable, expectedComparable: expected };
}

result.seconds = (performance.now() - began) / 1000;
say('done');
server.close();
database.stop();
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
