/**
 * The composite indexes the store's queries need, kept beside them. firestore.indexes.json must
 * hold exactly these (a test checks it, and records every query the store makes to check that
 * each one is served by a single-field index or by one of these); `npm run deploy:check` refuses
 * a deploy without them, since a query without its index fails on the real database only.
 */
export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' };
export type CompositeIndex = { collectionGroup: string; queryScope: 'COLLECTION'; fields: IndexField[]; servedQueries: string };

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });

export const COMPOSITE_INDEXES: CompositeIndex[] = [
  { collectionGroup: 'products', queryScope: 'COLLECTION', fields: [asc('categorySize'), desc('sortKey')], servedQueries: 'productsStore.page (one size)' },
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
];

/** The shape of a query as far as indexes go: equality fields, then range and order fields. */
export type QueryShape = { collection: string; equalities: string[]; orders: IndexField[] };

/**
 * Whether a query needs a composite index, and whether `index` is one that serves it: the
 * query's equality fields first (in any order, ascending), then its order fields as ordered.
 * A query on one field, or with equalities only, is served by single-field indexes.
 */
export function needsComposite(shape: QueryShape): boolean {
  const fields = new Set([...shape.equalities, ...shape.orders.map((o) => o.fieldPath)]);
  return fields.size > 1 && shape.orders.length > 0;
}

export function serves(index: Pick<CompositeIndex, 'collectionGroup' | 'fields'>, shape: QueryShape): boolean {
  const ordered = new Set(shape.orders.map((o) => o.fieldPath));
  const equalities = [...new Set(shape.equalities)].filter((f) => !ordered.has(f)).sort();
  if (index.collectionGroup !== shape.collection || index.fields.length !== equalities.length + shape.orders.length) return false;
  const head = index.fields.slice(0, equalities.length);
  const tail = index.fields.slice(equalities.length);
  return (
    head.every((f) => f.order === 'ASCENDING') &&
    JSON.stringify(head.map((f) => f.fieldPath).sort()) === JSON.stringify(equalities) &&
    JSON.stringify(tail.map(({ fieldPath, order }) => ({ fieldPath, order }))) === JSON.stringify(shape.orders)
  );
}
