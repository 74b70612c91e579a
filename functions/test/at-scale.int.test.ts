import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/index.js';
import { workOnce } from '../src/domain/work/run.js';
import { bookingId, bookingsStore } from '../src/store/bookings.js';
import { catalogCounts } from '../src/store/catalog-counts.js';
import { firestore } from '../src/store/db.js';
import { workStore } from '../src/store/work.js';
import { costOf } from './cost.js';
import { apiOfThisFile } from './harness.js';
import { drainOwedWork, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// A machine many people watch, a listing many saved searches match, a seller with hundreds of
// listings: every call answers after a bounded number of reads and writes, whatever the numbers,
// and the work it owes is done in the background, a page at a time, each effect exactly once.
// The brakes are lifted: a few accounts make hundreds of calls here.
process.env.RATE_LIMIT_PER_MINUTE = '1000000';
process.env.ACCOUNT_WRITES_PER_MINUTE = '1000000';

const { get, send } = apiOfThisFile(resetEmulators);


/** Writes `docs` in batches of 400, straight to Firestore (the people and things the test needs). */
async function bulk(collection: string, docs: { id: string; data: Record<string, unknown> }[]) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = firestore().batch();
    for (const { id, data } of docs.slice(i, i + 400)) batch.set(firestore().collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** `count` people who saved the machine (accounts that need not exist for their favourites to). */
async function watchers(machine: Product & { sellerUid: string }, count: number) {
  const at = Timestamp.now();
  await bulk(
    'favourites',
    Array.from({ length: count }, (_, i) => {
      const userUid = `watcher${String(i).padStart(5, '0')}`;
      const id = `${userUid}_${machine._id}`;
      const data = { userUid, productId: machine._id, sellerUid: machine.sellerUid, productName: machine.productName, picture: machine.picture, categorySize: machine.categorySize, location: machine.location, savedPrice: machine.resalePrice, resalePrice: machine.resalePrice, sold: false, withdrawn: false, createdAt: at, sortKey: `${at.toDate().toISOString()}_${id}` };
      return { id, data };
    }),
  );
}

const notices = async (productId: string, kind: string) => (await firestore().collection('notifications').where('productId', '==', productId).where('kind', '==', kind).get()).docs;

describe('a machine watched by 1,000 people', () => {
  it('its price change reads and writes a few documents; then every watcher hears of it exactly once and sees the new price', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller, { resalePrice: 1000 });
    await watchers(machine, 1000);
    const { answer, reads, writes } = await costOf(() => send('PATCH', `/products/${machine._id}`, { resalePrice: 900 }, seller.token));
    expect(answer.status).toBe(200);
    // The session, the listing; the guard, the listing, its 2 price guide entries, its day's count
    // and its seller's, the record of the work (and once a day the seller's mark of being active).
    expect(reads).toBeLessThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(9);
    await drainOwedWork();
    const told = await notices(machine._id, 'favourite-price-drop');
    expect(told).toHaveLength(1000);
    expect(new Set(told.map((d) => d.get('userUid'))).size).toBe(1000);
    expect((await firestore().collection('favourites').where('productId', '==', machine._id).where('resalePrice', '==', 900).count().get()).data().count).toBe(1000);
    // Doing the work again tells nobody twice.
    await drainOwedWork();
    expect(await notices(machine._id, 'favourite-price-drop')).toHaveLength(1000);
  });

  it('a drain stopped half-way, and a page run twice at once, lose and double nothing', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller, { resalePrice: 1000 });
    await watchers(machine, 700);
    expect((await send('PATCH', `/products/${machine._id}`, { resalePrice: 800 }, seller.token)).status).toBe(200);
    const [work] = await workStore.unfinished(5);
    expect(await workOnce(work!.id)).toBe('more');
    // The same page asked of two runs at once (a task delivered twice): one stores it.
    const twice = await Promise.all([workOnce(work!.id), workOnce(work!.id)]);
    expect(twice.filter((state) => state === 'more')).toHaveLength(1);
    expect(twice.filter((state) => state === 'not-stored')).toHaveLength(1);
    // The process stops here; the next run (the queue's retry, or the sweep) goes on from the cursor.
    expect((await workStore.get(work!.id))?.pages).toBe(2);
    await drainOwedWork();
    const told = await notices(machine._id, 'favourite-price-drop');
    expect(told).toHaveLength(700);
    expect(new Set(told.map((d) => d.get('userUid'))).size).toBe(700);
    expect((await workStore.get(work!.id))?.done).toBe(true);
  });

  it('its sale declines 300 waiting requests and tells its watchers, the accept itself reading and writing a bounded number', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller);
    await watchers(machine, 250);
    const waiting = Array.from({ length: 301 }, (_, i) => `asker${String(i).padStart(4, '0')}`);
    await bookingsStore.putMany(
      waiting.map((buyerUid, i) => ({
        _id: bookingId(machine._id, buyerUid),
        productName: machine.productName,
        productId: machine._id,
        sellerEmail: seller.email,
        resalePrice: machine.resalePrice,
        buyerName: `Asker ${i}`,
        buyerEmail: `${buyerUid}@machinery.test`,
        buyerNumber: '01811223344',
        buyerLocation: 'Bogura',
        status: 'requested',
        createdAt: new Date(Date.now() - 60_000 + i).toISOString(),
        buyerUid,
        sellerUid: seller.uid,
      })),
    );
    const chosen = bookingId(machine._id, waiting[0]!);
    const { answer, reads, writes } = await costOf(() => send('PUT', `/bookings/${chosen}/status`, { status: 'accepted' }, seller.token));
    expect(answer.status, answer.body.message).toBe(200);
    expect(reads).toBeLessThanOrEqual(104);
    expect(writes).toBeLessThanOrEqual(312);
    await drainOwedWork();
    const statuses = (await firestore().collection('bookings').where('productId', '==', machine._id).get()).docs.map((d) => d.get('status'));
    expect(statuses.filter((s) => s === 'declined')).toHaveLength(300);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
    expect(await notices(machine._id, 'request-declined')).toHaveLength(300);
    expect(await notices(machine._id, 'favourite-sold')).toHaveLength(250);
  });
});

describe('a listing deleted with 400 open requests', () => {
  it('answers after a bounded number of reads and writes; every request ends withdrawn and its buyer is told once', async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller);
    const buyers = Array.from({ length: 400 }, (_, i) => `leaver${String(i).padStart(4, '0')}`);
    await bookingsStore.putMany(
      buyers.map((buyerUid, i) => ({
        _id: bookingId(machine._id, buyerUid),
        productName: machine.productName,
        productId: machine._id,
        sellerEmail: seller.email,
        resalePrice: machine.resalePrice,
        buyerName: `Buyer ${i}`,
        buyerEmail: `${buyerUid}@machinery.test`,
        buyerNumber: '01811223344',
        buyerLocation: 'Bogura',
        status: 'requested',
        createdAt: new Date().toISOString(),
        buyerUid,
        sellerUid: seller.uid,
      })),
    );
    const { answer, reads, writes } = await costOf(() => send('DELETE', `/products/${machine._id}`, undefined, seller.token));
    expect(answer.status, answer.body.message).toBe(200);
    expect(reads).toBeLessThanOrEqual(106);
    expect(writes).toBeLessThanOrEqual(323);
    expect((await get(`/product/${machine._id}`, seller.token)).status).toBe(404);
    await drainOwedWork();
    const statuses = (await firestore().collection('bookings').where('productId', '==', machine._id).get()).docs.map((d) => d.get('status'));
    expect(statuses).toHaveLength(400);
    expect(new Set(statuses)).toEqual(new Set(['withdrawn']));
    const told = await notices(machine._id, 'request-withdrawn');
    expect(told).toHaveLength(400);
    expect(new Set(told.map((d) => d.get('userUid'))).size).toBe(400);
  });
});

describe('a new listing that 600 saved searches match', () => {
  it('is listed after a bounded number of reads and writes; each owner hears of it once, never its seller', async () => {
    const seller = await person('seller');
    const at = Timestamp.now();
    await bulk(
      'savedSearches',
      Array.from({ length: 600 }, (_, i) => {
        const id = `search${String(i).padStart(4, '0')}`;
        return { id, data: { userUid: `searcher${i}`, name: `Diesels ${i}`, query: { fuel: 'diesel' }, size: null, alertKey: 'fuel:diesel', createdAt: at, sortKey: `${at.toDate().toISOString()}_${id}` } };
      }),
    );
    await bulk('savedSearches', [{ id: 'own', data: { userUid: seller.uid, name: 'Mine', query: { fuel: 'diesel' }, size: null, alertKey: 'fuel:diesel', createdAt: at, sortKey: `${at.toDate().toISOString()}_own` } }]);
    const { answer, reads, writes } = await costOf(() => send('POST', '/products', productInput(seller, { fuel: 'diesel' }), seller.token));
    expect(answer.status).toBe(201);
    // The session; the listing, its count, its 2 price guide entries, the record of its alerts, the
    // marketplace's count of listings added (and once a day its seller's mark, after the answer's batch).
    expect(reads).toBeLessThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(8);
    const id = (answer.body.data as Product)._id;
    await drainOwedWork();
    const alerts = await notices(id, 'saved-search-match');
    expect(alerts).toHaveLength(600);
    expect(alerts.map((d) => d.get('userUid'))).not.toContain(seller.uid);
  });
});

describe('counts that cost a constant', () => {
  it('a search matching 1,005 listings says 1,000+ and reads a bounded number of documents', async () => {
    const seller = await person('seller');
    const at = Date.now();
    await bulk(
      'products',
      Array.from({ length: 1005 }, (_, i) => {
        const id = `many${String(i).padStart(5, '0')}`;
        return { id, data: { productName: `Pump ${i}`, categorySize: '77', fuelKey: 'kerosene', sellerUid: seller.uid, sold: false, resalePrice: 100, sortKey: `${new Date(at + i).toISOString()}_${id}`, createdAt: Timestamp.fromMillis(at + i), searchTokens: [] } };
      }),
    );
    const { answer, reads } = await costOf(() => get('/products/77?fuel=kerosene', seller.token));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 1000, totalCapped: true });
    // The session, the removals, a page (with the next one's first) and a count read per 1,000 entries.
    expect(reads).toBeLessThanOrEqual(1 + 1 + 25 + 2);
    const mine = await get(`/myProducts?email=${encodeURIComponent(seller.email)}`, seller.token);
    expect(mine.body).toMatchObject({ total: 1000, totalCapped: true });
  });
});

describe('a seller with 450 listings and 300 bookings removed', () => {
  it('the removal answers after a few reads and writes; the listings show nowhere at once and are all gone once its work is done', { timeout: 120_000 }, async () => {
    const [admin, seller, buyer] = await Promise.all([person('admin'), person('seller'), person('buyer')]);
    const at = Date.now();
    const listings = Array.from({ length: 450 }, (_, i) => `leaving${String(i).padStart(4, '0')}`);
    await bulk(
      'products',
      listings.map((id, i) => ({ id, data: { productName: `Engine ${i}`, categorySize: '88', sellerUid: seller.uid, sold: false, resalePrice: 100, sortKey: `${new Date(at + i).toISOString()}_${id}`, createdAt: Timestamp.fromMillis(at + i), version: 0 } })),
    );
    await catalogCounts.set({ ...(await catalogCounts.read()), total: (await firestore().collection('products').count().get()).data().count, sizes: { ...(await catalogCounts.read()).sizes, '88': 450 } });
    await bookingsStore.putMany(
      listings.slice(0, 300).map((productId, i) => ({
        _id: bookingId(productId, buyer.uid),
        productName: `Engine ${i}`,
        productId,
        sellerEmail: seller.email,
        resalePrice: 100,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerNumber: '01811223344',
        buyerLocation: 'Bogura',
        status: 'requested',
        createdAt: new Date().toISOString(),
        buyerUid: buyer.uid,
        sellerUid: seller.uid,
      })),
    );
    const { answer, reads, writes } = await costOf(() => send('DELETE', `/user/${seller.uid}`, undefined, admin.token));
    expect(answer.status).toBe(200);
    expect(reads).toBeLessThanOrEqual(3);
    expect(writes).toBeLessThanOrEqual(4);
    // At once: none of the listings shows, in the catalog or on its page.
    expect(((await get('/products/88', buyer.token)).body.data as Product[]).length).toBe(0);
    expect((await get(`/product/${listings[0]}`, buyer.token)).status).toBe(404);
    await drainOwedWork();
    expect((await firestore().collection('products').where('sellerUid', '==', seller.uid).count().get()).data().count).toBe(0);
    expect((await catalogCounts.read()).sizes['88']).toBe(0);
    const orders = (await firestore().collection('bookings').where('buyerUid', '==', buyer.uid).get()).docs;
    expect(orders).toHaveLength(300);
    expect(new Set(orders.map((d) => d.get('status')))).toEqual(new Set(['withdrawn']));
    expect((await firestore().collection('removals').get()).size).toBe(0);
  });
});

// Last in the file: the work these 300 calls owe is left undone (the next file starts afresh).
describe('totals at any rate', () => {
  it('200 listings made and 100 deleted at once leave every total exact', async () => {
    const sellers: Person[] = await Promise.all(Array.from({ length: 4 }, () => person('seller')));
    const before = await catalogCounts.read();
    const made = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send('POST', '/products', productInput(sellers[i % 4]!, { fuel: 'petrol', categorySize: i % 2 ? '33' : '34' }), sellers[i % 4]!.token)),
    );
    for (const answer of made) expect(answer.status).toBe(201);
    const ids = made.map((a) => [(a.body.data as Product)._id, sellers.findIndex((s) => s.uid === (a.body.data as Product).sellerUid)] as const);
    const deleted = await Promise.all(ids.slice(0, 100).map(([id, owner]) => send('DELETE', `/products/${id}`, undefined, sellers[owner]!.token)));
    for (const answer of deleted) expect(answer.status).toBe(200);
    const after = await catalogCounts.read();
    expect(after.total - before.total).toBe(100);
    for (const size of ['33', '34']) {
      const listed = (await firestore().collection('products').where('categorySize', '==', size).count().get()).data().count;
      expect(after.sizes[size], `size ${size}`).toBe(listed);
    }
  });
});
