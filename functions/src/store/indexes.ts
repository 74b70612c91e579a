/**
 * The composite indexes the store's queries need, kept beside them. firestore.indexes.json must
 * hold exactly these (a test checks it, and records every query the store makes to check that
 * each one is served by a single-field index or by one of these); `npm run deploy:check` refuses
 * a deploy without them, since a query without its index fails on the real database only.
 */
export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };
type OrderedField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' };
export type CompositeIndex = { collectionGroup: string; queryScope: 'COLLECTION'; fields: IndexField[]; servedQueries: string };

const asc = (fieldPath: string): OrderedField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): OrderedField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/**
 * Catalog search (domain/search.ts): each filter field with each sort order. Firestore merges
 * these per-field indexes for any mix of equality filters on the same order, so 7 fields × 5
 * orders serve every combination, where one index per combination would need hundreds.
 */
const SEARCH_ORDERS: OrderedField[] = [desc('sortKey'), asc('priceKey'), desc('priceKey'), desc('yearKey'), asc('usedKey')];
const SEARCH_FIELDS: IndexField[] = [asc('categorySize'), asc('fuelKey'), asc('makeKey'), asc('locationKey'), asc('sellerVerify'), asc('sold'), contains('searchTokens')];
const searchIndexes: CompositeIndex[] = SEARCH_FIELDS.flatMap((field) =>
  SEARCH_ORDERS.map((order) => ({ collectionGroup: 'products', queryScope: 'COLLECTION' as const, fields: [field, order], servedQueries: 'productsStore.search' })),
);

export const COMPOSITE_INDEXES: CompositeIndex[] = [
  // productsStore.page (one size) uses the first of the search indexes: categorySize, sortKey desc.
  ...searchIndexes,
  { collectionGroup: 'products', queryScope: 'COLLECTION', fields: [asc('sellerUid'), desc('sortKey')], servedQueries: 'productsStore.pageBySeller' },
  {
    collectionGroup: 'products',
    queryScope: 'COLLECTION',
    fields: [asc('advertiseName'), asc('sold'), desc('sortKey')],
    servedQueries: 'productsStore.advertised',
  },
  { collectionGroup: 'bookings', queryScope: 'COLLECTION', fields: [asc('buyerUid'), desc('sortKey')], servedQueries: 'bookingsStore.pageByBuyer' },
  { collectionGroup: 'bookings', queryScope: 'COLLECTION', fields: [asc('sellerUid'), desc('sortKey')], servedQueries: 'bookingsStore.pageBySeller' },
  { collectionGroup: 'notifications', queryScope: 'COLLECTION', fields: [asc('userUid'), desc('sortKey')], servedQueries: 'notificationsStore.page' },
  { collectionGroup: 'favourites', queryScope: 'COLLECTION', fields: [asc('userUid'), desc('sortKey')], servedQueries: 'favouritesStore.page' },
  { collectionGroup: 'favourites', queryScope: 'COLLECTION', fields: [asc('productId'), asc('sortKey')], servedQueries: 'favouritesStore.watchersPage' },
  { collectionGroup: 'savedSearches', queryScope: 'COLLECTION', fields: [asc('alertKey'), asc('sortKey')], servedQueries: 'savedSearchesStore.filedUnderPage' },
  { collectionGroup: 'work', queryScope: 'COLLECTION', fields: [asc('done'), asc('touchedAt')], servedQueries: 'workStore.stale' },
  { collectionGroup: 'audit', queryScope: 'COLLECTION', fields: [asc('action'), desc('sortKey')], servedQueries: 'auditStore.page (by action)' },
  { collectionGroup: 'audit', queryScope: 'COLLECTION', fields: [asc('targetId'), desc('sortKey')], servedQueries: 'auditStore.page (by target)' },
  { collectionGroup: 'conversations', queryScope: 'COLLECTION', fields: [contains('parties'), desc('sortKey')], servedQueries: 'conversationsStore.page' },
  { collectionGroup: 'messages', queryScope: 'COLLECTION', fields: [asc('conversationId'), desc('sortKey')], servedQueries: 'messagesStore.page' },
  { collectionGroup: 'messages', queryScope: 'COLLECTION', fields: [asc('fromUid'), desc('sortKey')], servedQueries: 'messagesStore.pageBy' },
  { collectionGroup: 'reportEntries', queryScope: 'COLLECTION', fields: [asc('reporterUid'), desc('sortKey')], servedQueries: 'reportsStore.pageBy' },
  { collectionGroup: 'reports', queryScope: 'COLLECTION', fields: [asc('status'), desc('sortKey')], servedQueries: 'reportsStore.page' },
  { collectionGroup: 'reportEntries', queryScope: 'COLLECTION', fields: [asc('roundKey'), asc('sortKey')], servedQueries: 'reportsStore.reportersPage' },
];

/**
 * Fields whose single-field indexes are switched off (fieldOverrides in firestore.indexes.json):
 * every field no query filters or orders on by a single-field index, so a write pays only for the
 * indexes queries use. Firestore indexes every field by default; long texts (`details`), arrays
 * (`pictures`, `priceHistory`) and maps (`query`, `args`) cost index entries on every write for
 * nothing, and a monotonically increasing field (`createdAt`, a `sortKey` that only composite
 * indexes use) on a collection written often (notifications, bookings, favourites) would be a
 * hotspot of the index at a high write rate. A composite index is unaffected by these.
 */
export const UNINDEXED_FIELDS: Record<string, string[]> = {
  products: [
    'productName', 'categoryCompany', 'categorySelf', 'madeOf', 'ignitionMode', 'speedCoolingCylinder', 'pressureImpulse', 'pistonMovement', 'fuel',
    'details', 'picture', 'pictures', 'location', 'resalePrice', 'originalPrice', 'mfYear', 'yearOfUse', 'dateOfPost', 'timeOfPost',
    'sellerName', 'sellerEmail', 'sellerNumber', 'sellerVerifiedAt', 'name', 'userInfo', 'createdAt', 'priceHistory', 'version', 'priceDropToldAt',
  ],
  bookings: ['productName', 'sellerEmail', 'resalePrice', 'buyerName', 'buyerEmail', 'buyerNumber', 'buyerLocation', 'createdAt', 'sortKey', 'version'],
  notifications: ['kind', 'productId', 'productName', 'message', 'link', 'createdAt', 'sortKey'],
  favourites: ['productName', 'picture', 'categorySize', 'location', 'savedPrice', 'resalePrice', 'sold', 'createdAt', 'sortKey'],
  savedSearches: ['name', 'query', 'size', 'createdAt', 'sortKey'],
  audit: ['actor', 'target', 'before', 'after', 'createdAt'],
  users: ['displayName', 'photoURL', 'sellerVerify', 'adminVerify', 'verifiedAt', 'sessionsValidAfter', 'removedAt', 'phone', 'location'],
  work: ['kind', 'args', 'cursor', 'pages', 'version', 'createdAt', 'touchedAt'],
  conversations: ['product', 'buyerUid', 'sellerUid', 'last', 'unreadBy', 'version', 'sortKey'],
  messages: ['text', 'createdAt', 'sortKey'],
  reports: ['kind', 'target', 'round', 'reporterCount', 'reasons', 'notes', 'firstReportedAt', 'lastReportedAt', 'decision', 'version', 'sortKey'],
  reportEntries: ['reportId', 'kind', 'targetId', 'reason', 'note', 'createdAt', 'sortKey'],
};

/** Fields whose documents Firestore deletes once the time they hold has passed (TTL policies), unindexed too. */
export const TTL_FIELDS: Record<string, string> = { guards: 'expireAt', work: 'expireAt', viewMarks: 'expireAt', activeMarks: 'expireAt' };

/** The fieldOverrides of firestore.indexes.json, as the two tables above make them. */
export function fieldOverrides() {
  return [
    ...Object.entries(TTL_FIELDS).map(([collectionGroup, fieldPath]) => ({ collectionGroup, fieldPath, ttl: true, indexes: [] })),
    ...Object.entries(UNINDEXED_FIELDS).flatMap(([collectionGroup, fields]) => fields.map((fieldPath) => ({ collectionGroup, fieldPath, indexes: [] }))),
  ];
}

/** Whether a query that single-field indexes serve needs one of a field switched off. */
export function needsUnindexedField(shape: QueryShape): string | null {
  const off = new Set([...(UNINDEXED_FIELDS[shape.collection] ?? []), ...(TTL_FIELDS[shape.collection] ? [TTL_FIELDS[shape.collection]!] : [])]);
  const fields = [...shape.equalities, ...(shape.contains ?? []), ...shape.orders.map((o) => o.fieldPath)];
  return fields.find((f) => off.has(f)) ?? null;
}

/** The shape of a query as far as indexes go: equality fields, array-contains fields, then range and order fields. */
export type QueryShape = { collection: string; equalities: string[]; contains?: string[]; orders: OrderedField[] };

/**
 * Whether a query needs a composite index, and whether the table serves it: one index with the
 * query's equality fields first (in any order) and then its order fields; or, as Firestore merges
 * indexes for equality filters, one index per filter field followed by the same order fields.
 * A query on one field, or with equalities only, is served by single-field indexes.
 */
export function needsComposite(shape: QueryShape): boolean {
  const fields = new Set([...shape.equalities, ...(shape.contains ?? []), ...shape.orders.map((o) => o.fieldPath)]);
  return fields.size > 1 && shape.orders.length > 0;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One index with exactly these filter fields (any order among them), then the order fields. */
function indexFor(indexes: Pick<CompositeIndex, 'collectionGroup' | 'fields'>[], collection: string, eq: string[], has: string[], orders: OrderedField[]): boolean {
  const filters = eq.length + has.length;
  return indexes.some((index) => {
    if (index.collectionGroup !== collection || index.fields.length !== filters + orders.length) return false;
    const head = index.fields.slice(0, filters);
    const eqHead = head.filter((f) => 'order' in f && f.order === 'ASCENDING').map((f) => f.fieldPath).sort();
    const hasHead = head.filter((f) => 'arrayConfig' in f).map((f) => f.fieldPath).sort();
    return same(eqHead, [...eq].sort()) && same(hasHead, [...has].sort()) && same(index.fields.slice(filters), orders);
  });
}

export function served(indexes: Pick<CompositeIndex, 'collectionGroup' | 'fields'>[], shape: QueryShape): boolean {
  const ordered = new Set(shape.orders.map((o) => o.fieldPath));
  const eq = [...new Set(shape.equalities)].filter((f) => !ordered.has(f));
  const has = [...new Set(shape.contains ?? [])];
  if (indexFor(indexes, shape.collection, eq, has, shape.orders)) return true;
  // Merged: every filter field has its own index on the same order.
  return eq.length + has.length > 1 && eq.every((f) => indexFor(indexes, shape.collection, [f], [], shape.orders)) && has.every((f) => indexFor(indexes, shape.collection, [], [f], shape.orders));
}

/** True when `index` alone serves the query (the test uses it to show that no index is kept for nothing). */
export function serves(index: Pick<CompositeIndex, 'collectionGroup' | 'fields'>, shape: QueryShape): boolean {
  const ordered = new Set(shape.orders.map((o) => o.fieldPath));
  const eq = [...new Set(shape.equalities)].filter((f) => !ordered.has(f));
  const has = [...new Set(shape.contains ?? [])];
  if (indexFor([index], shape.collection, eq, has, shape.orders)) return true;
  return eq.some((f) => indexFor([index], shape.collection, [f], [], shape.orders)) || has.some((f) => indexFor([index], shape.collection, [], [f], shape.orders));
}
