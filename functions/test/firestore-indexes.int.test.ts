import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCatalog } from '../src/domain/search.js';
import { bookingsStore } from '../src/store/bookings.js';
import { firestore } from '../src/store/db.js';
import { categoriesStore } from '../src/store/categories.js';
import { conversationsStore } from '../src/store/conversations.js';
import { messagesStore } from '../src/store/messages.js';
import { reportsStore } from '../src/store/reports.js';
import { listingStats } from '../src/store/listing-stats.js';
import { marketStats } from '../src/store/market-stats.js';
import { COMPOSITE_INDEXES, fieldOverrides, needsComposite, needsUnindexedField, served, serves, type QueryShape } from '../src/store/indexes.js';
import { notificationsStore } from '../src/store/notifications.js';
import { productsStore } from '../src/store/products.js';
import { salesStore } from '../src/store/sales.js';
import { favouritesStore } from '../src/store/favourites.js';
import { guardWrite } from '../src/store/guards.js';
import { catalogCounts } from '../src/store/catalog-counts.js';
import { removalsStore } from '../src/store/removals.js';
import { workStore } from '../src/store/work.js';
import { auditStore } from '../src/store/audit.js';
import { savedSearchesStore } from '../src/store/saved-searches.js';
import { usersStore } from '../src/store/users.js';
import { person, resetEmulators, storedProduct } from './world.js';

// Every query the store makes, recorded while each store method runs, must be served by a
// single-field index or by a composite index of store/indexes.ts; and firestore.indexes.json must
// hold exactly those. The emulators need no indexes, so without this a missing one would only
// show on the real database, as a failed page.

type Internal = { _queryOptions: { collectionId: string; filters: { getFlattenedFilters(): { field: { formattedName: string }; op: string }[] }[]; fieldOrders: { field: { formattedName: string }; direction: 'ASCENDING' | 'DESCENDING' }[] } };

const recorded: (QueryShape & { by: string })[] = [];
let current = '';

/** Filters Firestore serves like equalities (an `in` is a set of equalities). */
const EQUALITY_LIKE = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function shapeOf(query: Internal): QueryShape {
  const options = query._queryOptions;
  const filters = options.filters.flatMap((f) => f.getFlattenedFilters());
  const orders = options.fieldOrders.map((o) => ({ fieldPath: o.field.formattedName, order: o.direction }));
  // Firestore orders by an inequality's field first when the query does not.
  for (const f of filters) if (!EQUALITY_LIKE.has(f.op) && !orders.some((o) => o.fieldPath === f.field.formattedName)) orders.unshift({ fieldPath: f.field.formattedName, order: 'ASCENDING' });
  return {
    collection: options.collectionId,
    equalities: filters.filter((f) => EQUALITY_LIKE.has(f.op) && !f.op.startsWith('ARRAY')).map((f) => f.field.formattedName),
    contains: filters.filter((f) => f.op.startsWith('ARRAY')).map((f) => f.field.formattedName),
    orders,
  };
}

// AggregateQuery (count()) is not exported as a value: reach its prototype through an instance.
type Gettable = { get: (...args: unknown[]) => Promise<unknown> };
const originalGet = Query.prototype.get;
let aggregatePrototype: Gettable;
let originalAggregateGet: Gettable['get'];

beforeAll(async () => {
  await resetEmulators();
  Query.prototype.get = function (this: Query) {
    recorded.push({ ...shapeOf(this as unknown as Internal), by: current });
    return originalGet.call(this);
  } as typeof Query.prototype.get;
  aggregatePrototype = Object.getPrototypeOf(firestore().collection('products').count()) as Gettable;
  originalAggregateGet = aggregatePrototype.get;
  aggregatePrototype.get = function (this: { _query: Internal }) {
    recorded.push({ ...shapeOf(this._query), by: current });
    return originalAggregateGet.call(this);
  };
});
afterAll(() => {
  Query.prototype.get = originalGet;
  aggregatePrototype.get = originalAggregateGet;
});

/** How to call each method of each store. A method missing here fails the test: add it. */
const calls = {
  productsStore: {
    create: async () => storedProduct(await person('seller')),
    createOnce: async () => {
      const p = await storedProduct(await person('seller'));
      const { _id, ...rest } = p;
      return productsStore.createOnce(`${_id}x`, rest);
    },
    get: () => productsStore.get('noSuchProduct'),
    getListing: () => productsStore.getListing('noSuchProduct'),
    page: async () => {
      await productsStore.page(null, { limit: 5 });
      return productsStore.page('20', { limit: 5 });
    },
    // Every order, with every filter the index serves, one by one and all at once.
    search: async () => {
      const sorts = ['newest', 'price-asc', 'price-desc', 'year-desc', 'used-asc'] as const;
      const one = [{ fuel: 'diesel' }, { make: 'jintian' }, { location: 'bogura' }, { verified: 'true' as const }, { available: 'true' as const }, { q: 'engine' }];
      const viewer = { uid: 'someone', email: '', name: '', role: 'buyer' as const, sellerVerify: false, adminVerify: false, picture: '' };
      for (const sort of sorts) {
        for (const filters of [...one, {}, { minPrice: 10, maxPrice: 500, minYear: 1990, maxYear: 2020, maxUsed: 9 }]) await searchCatalog(viewer, '20', { ...filters, sort }, { limit: 5 });
        await searchCatalog(viewer, null, { fuel: 'diesel', make: 'jintian', location: 'bogura', verified: 'true', available: 'true', q: 'water engine', sort }, { limit: 5 });
      }
    },
    pageBySeller: () => productsStore.pageBySeller('someSeller', { limit: 5 }),
    countBySeller: () => productsStore.countBySeller('someSeller', 1000),
    count: () => productsStore.count('20'),
    advertised: () => productsStore.advertised('HomePageAdds', 5),
    setAdvertise: async () => productsStore.setAdvertise((await storedProduct(await person('seller')))._id, 'HomePageAdds'),
    newId: () => productsStore.newId(),
    idsWithTick: () => productsStore.idsWithTick('someSeller', true, 5),
    tickWrite: () => productsStore.tickWrite('x', true),
    sellerProfileWrite: () => productsStore.sellerProfileWrite('x', { sellerName: 'Rahim Motors' }),
    removalPage: async () => {
      const seller = await person('seller');
      await storedProduct(seller);
      return productsStore.removalPage(seller.uid, 5);
    },
    putMany: () => productsStore.putMany([]),
    recount: () => productsStore.recount(),
    // Writes for a batch: they read nothing.
    editWrites: async () => productsStore.editWrites((await productsStore.getListing((await storedProduct(await person('seller')))._id))!, { categorySize: '32' }),
    soldWrites: () => productsStore.soldWrites({ _id: 'x', categorySize: '20', fuel: 'Diesel', categoryCompany: 'Yanmar', mfYear: 2015, resalePrice: 1, sold: false } as never, true),
    advertiseWrite: () => productsStore.advertiseWrite('x', 'HomePageAdds'),
    removeWrites: async () => productsStore.removeWrites((await productsStore.getListing((await storedProduct(await person('seller')))._id))!),
  },
  bookingsStore: {
    pageByBuyer: () => bookingsStore.pageByBuyer('someBuyer', { limit: 5 }),
    pageBySeller: () => bookingsStore.pageBySeller('someSeller', { limit: 5 }),
    ofSeller: () => bookingsStore.ofSeller('someSeller', 5),
    ofBuyer: () => bookingsStore.ofBuyer('someBuyer', 5),
    forgetSellerWrites: () => bookingsStore.forgetSellerWrites({ _id: 'x', version: 0, status: 'requested' } as never),
    putMany: () => bookingsStore.putMany([]),
    get: () => bookingsStore.get('someBooking'),
    waitingFor: () => bookingsStore.waitingFor('someProduct', 5),
    moveWrites: () => bookingsStore.moveWrites({ _id: 'x', version: 0 } as never, 'declined'),
    requestAgainWrites: () => bookingsStore.requestAgainWrites({ _id: 'x', version: 0 } as never, { buyerNumber: '', buyerLocation: '', buyerName: '', resalePrice: 1, productName: '' }),
    removeWrites: () => bookingsStore.removeWrites({ _id: 'x', version: 0 } as never),
    createWrite: () => bookingsStore.createWrite({} as never),
    buyerNameWrite: () => bookingsStore.buyerNameWrite('x', 'Tanvir Ahmed'),
  },
  notificationsStore: {
    newWrite: () => notificationsStore.newWrite({} as never),
    newOnceWrite: () => notificationsStore.newOnceWrite('x', {} as never),
    page: () => notificationsStore.page('someone', { limit: 5 }),
    counts: () => notificationsStore.counts('someone', 1000, 100),
    markRead: () => notificationsStore.markRead('someone', 'someNotification'),
    unreadIds: () => notificationsStore.unreadIds('someone', 5),
    readWrite: () => notificationsStore.readWrite('x'),
    idsOf: () => notificationsStore.idsOf('someone', 5),
    idsAboutBookings: () => notificationsStore.idsAboutBookings(['someBooking', 'otherBooking'], 5),
    conversationNoticeWrite: () => notificationsStore.conversationNoticeWrite('x', {} as never),
    conversationNoticeReadWrite: () => notificationsStore.conversationNoticeReadWrite('x', 'someone'),
    aboutBookings: () => notificationsStore.aboutBookings(['someBooking', 'otherBooking'], 5),
    messageWrite: () => notificationsStore.messageWrite('x', 'Tanvir Ahmed asked to book your engine.'),
    existing: () => notificationsStore.existing(['someNotification']),
    deleteWrite: () => notificationsStore.deleteWrite('x'),
  },
  savedSearchesStore: {
    create: () => savedSearchesStore.create({ userUid: 'someone', name: 'Diesel', query: { fuel: 'diesel' }, size: null, alertKey: 'fuel:diesel' }, 20),
    ofUser: () => savedSearchesStore.ofUser('someone'),
    deleteOwn: () => savedSearchesStore.deleteOwn('someone', 'noSuchSearch'),
    filedUnderPage: async () => {
      await savedSearchesStore.filedUnderPage('fuel:diesel', null, 5);
      return savedSearchesStore.filedUnderPage('fuel:diesel', 'someKey', 5);
    },
    idsOf: () => savedSearchesStore.idsOf('someone', 5),
    deleteWrite: () => savedSearchesStore.deleteWrite('x'),
  },
  favouritesStore: {
    add: async () => favouritesStore.add('someone', await storedProduct(await person('seller'))),
    get: () => favouritesStore.get('someone', 'someProduct'),
    remove: () => favouritesStore.remove('someone', 'someProduct'),
    page: () => favouritesStore.page('someone', { limit: 5 }),
    savedAmong: () => favouritesStore.savedAmong('someone', ['someProduct', 'otherProduct']),
    watchersPage: async () => {
      await favouritesStore.watchersPage('someProduct', null, 5);
      return favouritesStore.watchersPage('someProduct', 'someKey', 5);
    },
    unwithdrawnOfSeller: () => favouritesStore.unwithdrawnOfSeller('someSeller', 5),
    updateWrite: () => favouritesStore.updateWrite('x', { sold: true }),
    idsOf: () => favouritesStore.idsOf('someone', 5),
    deleteWrite: () => favouritesStore.deleteWrite('x'),
  },
  auditStore: {
    entryWrite: () => auditStore.entryWrite({} as never),
    newId: () => auditStore.newId(),
    retractWrite: () => auditStore.retractWrite('x'),
    page: async () => {
      await auditStore.page({}, { limit: 5 });
      await auditStore.page({ action: 'change-role' }, { limit: 5 });
      await auditStore.page({ targetId: 'someone' }, { limit: 5 });
      return auditStore.page({ action: 'change-role', targetId: 'someone' }, { limit: 5 });
    },
  },
  salesStore: {
    bookingOf: () => salesStore.bookingOf('p'),
    soldAt: () => salesStore.soldAt('p'),
    createWrite: () => salesStore.createWrite('p', 'b', 'u'),
    deleteWrite: () => salesStore.deleteWrite('p'),
  },
  usersStore: {
    get: () => usersStore.get('someone'),
    session: () => usersStore.session('someone'),
    findByEmail: () => usersStore.findByEmail('someone@machinery.test'),
    listByRole: () => usersStore.listByRole('seller'),
    put: () => person('buyer'),
    update: () => person('buyer'),
    endSessions: () => usersStore.endSessions('someone', Date.now()),
    delete: () => usersStore.delete('someone'),
    deleteWrite: () => usersStore.deleteWrite('someone'),
    tombstoneWrite: () => usersStore.tombstoneWrite('someone', Date.now()),
    updateWrite: () => usersStore.updateWrite('someone', { role: 'buyer' }),
    putWithSessionsWrite: () => usersStore.putWithSessionsWrite({} as never, Date.now()),
  },
  workStore: {
    newId: () => workStore.newId(),
    owedWrite: () => workStore.owedWrite('x', 'tell-watchers', {}),
    get: () => workStore.get('someWork'),
    advanceWrites: () => workStore.advanceWrites({ id: 'x', version: 0, pages: 0 } as never, null),
    stale: () => workStore.stale(new Date(), 5),
    touch: async () => {
      const batch = firestore().batch();
      workStore.owedWrite('touched', 'tell-watchers', {})(batch);
      await batch.commit();
      return workStore.touch('touched');
    },
    unfinished: () => workStore.unfinished(5),
  },
  removalsStore: {
    addWrite: () => removalsStore.addWrite('someone'),
    removeWrite: () => removalsStore.removeWrite('someone'),
    sellers: () => removalsStore.sellers(),
  },
  catalogCounts: {
    changeWrite: () => catalogCounts.changeWrite([{ size: '20', by: 1 }]),
    read: () => catalogCounts.read(),
    set: () => catalogCounts.set({ total: 0, sizes: {} }),
  },
  conversationsStore: {
    get: () => conversationsStore.get('noSuchConversation'),
    page: async () => {
      await conversationsStore.page('someone', { limit: 5 });
      return conversationsStore.page('someone', { limit: 5, cursor: Buffer.from('2026-11-26T00:00:00.000Z_x').toString('base64url') });
    },
    createWrite: () => conversationsStore.createWrite({} as never),
    messageWrites: () => conversationsStore.messageWrites({ _id: 'x', version: 0 } as never, { product: {} as never, last: { text: '', fromUid: '', at: new Date().toISOString() }, unreadBy: [] }),
    readWrite: () => conversationsStore.readWrite('x', 'someone'),
    ofParty: () => conversationsStore.ofParty('someone', 5),
    messageRemovedWrites: () => conversationsStore.messageRemovedWrites({ _id: 'x', version: 0, last: { fromUid: 'a', at: 't' } } as never, { fromUid: 'a', createdAt: 't' }),
    leaveWrite: () => conversationsStore.leaveWrite({ _id: 'x', last: { fromUid: '' } } as never, 'someone'),
  },
  messagesStore: {
    newId: () => messagesStore.newId(),
    get: () => messagesStore.get('noSuchMessage'),
    page: () => messagesStore.page('someConversation', { limit: 5 }),
    createWrite: () => messagesStore.createWrite({} as never),
    idsBy: () => messagesStore.idsBy('someone', 5),
    pageBy: () => messagesStore.pageBy('someone', { limit: 5 }),
    deleteWrite: () => messagesStore.deleteWrite('x'),
  },
  marketStats: {
    eventWrite: () => marketStats.eventWrite('listingsAdded'),
    activeWrites: () => marketStats.activeWrites('someone', 'buyer'),
    read: () => marketStats.read(),
  },
  listingStats: {
    eventWrites: () => listingStats.eventWrites({ _id: 'x', sellerUid: 'someone' }, 'favourites'),
    viewWrites: () => listingStats.viewWrites({ _id: 'x', sellerUid: 'someone' }, 'viewer'),
    ofListing: () => listingStats.ofListing('x'),
    ofSeller: () => listingStats.ofSeller('someone'),
    removeWrites: () => listingStats.removeWrites({ _id: 'x', sellerUid: 'someone' }),
    removeListingWrites: () => listingStats.removeListingWrites('x'),
    removeSellerWrites: () => listingStats.removeSellerWrites('someone'),
  },
  reportsStore: {
    get: () => reportsStore.get('noSuchReport'),
    hasReported: () => reportsStore.hasReported('noSuchReport', 1, 'someone'),
    page: async () => {
      await reportsStore.page('open', { limit: 5 });
      return reportsStore.page('upheld', { limit: 5, cursor: Buffer.from('2026-11-26T00:00:00.000Z_x').toString('base64url') });
    },
    reportWrites: () => reportsStore.reportWrites('x', 'listing', {} as never, null, { uid: 'someone', reason: 'spam', note: '', at: new Date().toISOString() }),
    decisionWrites: () => reportsStore.decisionWrites({ _id: 'x', version: 0 } as never, { status: 'dismissed', action: null, byUid: 'a', byName: 'A', at: new Date().toISOString() }),
    reportersPage: async () => {
      await reportsStore.reportersPage('x', 1, null, 5);
      return reportsStore.reportersPage('x', 1, 'after', 5);
    },
    entryIdsBy: () => reportsStore.entryIdsBy('someone', 5),
    pageBy: () => reportsStore.pageBy('someone', { limit: 5 }),
    entryDeleteWrite: () => reportsStore.entryDeleteWrite('x'),
    about: () => reportsStore.about('someone', 5),
    forgetOwnerWrite: () => reportsStore.forgetOwnerWrite({ _id: 'x', kind: 'message' }, 'deleted account', 'A message of a deleted account'),
  },
  categoriesStore: {
    list: () => categoriesStore.list(),
    put: () => categoriesStore.put({ _id: 'c20', categorySize: '20', categoryImage: '/categories/20.svg' }),
  },
} as const;

const stores = { productsStore, bookingsStore, usersStore, categoriesStore, notificationsStore, salesStore, savedSearchesStore, favouritesStore, auditStore, workStore, removalsStore, catalogCounts, conversationsStore, messagesStore, reportsStore, listingStats, marketStats };

describe('every query of the store has its index', () => {
  it('knows how to call every store method', () => {
    for (const [name, store] of Object.entries(stores)) {
      expect(Object.keys(calls[name as keyof typeof calls]).sort(), name).toEqual(Object.keys(store).sort());
    }
  });

  it('each query the store makes is served by a single-field index or one of store/indexes.ts', async () => {
    for (const [name, methods] of Object.entries(calls)) {
      for (const [method, run] of Object.entries(methods)) {
        current = `${name}.${method}`;
        await run();
      }
    }
    expect(recorded.length).toBeGreaterThan(10);
    const unserved = recorded.filter((shape) => needsComposite(shape) && !served(COMPOSITE_INDEXES, shape));
    expect(unserved).toEqual([]);
    // And every index of the table serves some query: no index is kept for nothing.
    for (const index of COMPOSITE_INDEXES) expect(recorded.some((shape) => needsComposite(shape) && serves(index, shape)), index.servedQueries).toBe(true);
  });

  it('no query served by single-field indexes needs a field whose single-field index is switched off', () => {
    const served = recorded.filter((shape) => !needsComposite(shape));
    expect(served.length).toBeGreaterThan(10);
    expect(served.map((shape) => [shape.by, shape.collection, needsUnindexedField(shape)]).filter(([, , field]) => field !== null)).toEqual([]);
  });

  it('guards, finished work and view marks expire: TTL policies the Firebase CLI accepts, and every guard is written with expireAt', async () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'firestore.indexes.json'), 'utf8'));
    expect(file.fieldOverrides).toEqual(fieldOverrides());
    expect(file.fieldOverrides.filter((o: { ttl?: boolean }) => o.ttl)).toEqual([
      { collectionGroup: 'guards', fieldPath: 'expireAt', ttl: true, indexes: [] },
      { collectionGroup: 'work', fieldPath: 'expireAt', ttl: true, indexes: [] },
      { collectionGroup: 'viewMarks', fieldPath: 'expireAt', ttl: true, indexes: [] },
      { collectionGroup: 'activeMarks', fieldPath: 'expireAt', ttl: true, indexes: [] },
    ]);
    // The CLI ships no types for its internals: the path goes through a variable, typed by hand.
    const cliApi = 'firebase-tools/lib/firestore/api.js';
    const { FirestoreApi } = (await import(cliApi)) as { FirestoreApi: new () => { validateSpec: (spec: unknown) => void } };
    expect(() => new FirestoreApi().validateSpec(file)).not.toThrow();
    const batch = firestore().batch();
    guardWrite('conformance', 0)(batch);
    await batch.commit();
    const expireAt = (await firestore().collection('guards').doc('conformance@0').get()).get('expireAt').toMillis();
    expect(expireAt - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('firestore.indexes.json holds exactly the indexes of store/indexes.ts', () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'firestore.indexes.json'), 'utf8'));
    const table = COMPOSITE_INDEXES.map(({ servedQueries: _served, ...index }) => index);
    expect(file.indexes).toEqual(table);
  });
});
