import { FieldValue, type DocumentData, type QueryDocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { PRICE_HISTORY_LIMIT, type PageRequest, type Product } from '../contract/index.js';
import type { Write } from './batch.js';
import { numeric, text, withId } from './converter.js';
import { listingKeys } from './listing-keys.js';
import { searchCatalog, type CatalogPlan } from './catalog-search.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

/** A product as the API keeps it: the seller's account id is always known here. */
export type StoredProduct = Product & { sellerUid: string };

/**
 * A listing as a change reads it: the product, its `version` (store/guards.ts) and when its
 * watchers were last told of a price drop (ISO), if ever.
 */
export type StoredListing = { product: StoredProduct; version: number; priceDropToldAt: string | null };

function fromDoc(d: DocumentData): Omit<StoredProduct, '_id'> {
  const product: Omit<StoredProduct, '_id'> = {
    productName: text(d.productName),
    categoryCompany: text(d.categoryCompany),
    categorySize: text(d.categorySize),
    categorySelf: text(d.categorySelf),
    madeOf: text(d.madeOf),
    ignitionMode: text(d.ignitionMode),
    speedCoolingCylinder: text(d.speedCoolingCylinder),
    pressureImpulse: text(d.pressureImpulse),
    pistonMovement: text(d.pistonMovement),
    fuel: text(d.fuel),
    details: text(d.details),
    picture: text(d.picture),
    pictures: Array.isArray(d.pictures) && d.pictures.length ? d.pictures.map(text) : [text(d.picture)],
    location: text(d.location),
    resalePrice: numeric(d.resalePrice),
    originalPrice: numeric(d.originalPrice),
    mfYear: numeric(d.mfYear),
    yearOfUse: numeric(d.yearOfUse),
    dateOfPost: text(d.dateOfPost),
    timeOfPost: text(d.timeOfPost),
    sellerUid: text(d.sellerUid),
    sellerName: text(d.sellerName),
    sellerEmail: text(d.sellerEmail),
    sellerNumber: text(d.sellerNumber),
    sellerVerify: d.sellerVerify === true,
    sold: d.sold === true,
    name: text(d.name),
    userInfo: text(d.userInfo),
    createdAt: toIso(d.createdAt),
    priceHistory: Array.isArray(d.priceHistory)
      ? d.priceHistory.map((entry: DocumentData) => ({ price: numeric(entry?.price), at: toIso(entry?.at) }))
      : [{ price: numeric(d.resalePrice), at: toIso(d.createdAt) }],
  };
  if (typeof d.advertiseName === 'string' && d.advertiseName) product.advertiseName = d.advertiseName;
  if (product.sellerVerify && d.sellerVerifiedAt) product.sellerVerifiedAt = toIso(d.sellerVerifiedAt);
  return product;
}

const converter = withId<StoredProduct>(fromDoc);
const products = () => firestore().collection('products').withConverter(converter);
const raw = () => firestore().collection('products');
/**
 * Running totals of the catalog, so a category heading costs one read, not a count of products.
 * Flat fields (`size_20`), since increments of nested fields fail on the Node emulator.
 */
const catalogCounts = () => firestore().collection('meta').doc('catalog');
const sizeField = (categorySize: string) => `size_${categorySize}`;

function toDoc(id: string, product: Omit<StoredProduct, '_id'>): DocumentData {
  const { createdAt, priceHistory, sellerVerifiedAt, ...rest } = product;
  return {
    ...rest,
    ...(sellerVerifiedAt ? { sellerVerifiedAt: toTimestamp(sellerVerifiedAt) } : {}),
    ...listingKeys(id, product),
    createdAt: toTimestamp(createdAt),
    sortKey: sortKey(createdAt, id),
    priceHistory: priceHistory.map((entry) => ({ price: entry.price, at: toTimestamp(entry.at) })),
  };
}

/**
 * What an edit changes: fields of the listing, and a new price for its history (with whether its
 * watchers are told of it now, which marks the moment they were).
 */
export type ListingChange = Partial<Omit<StoredProduct, '_id' | 'priceHistory'>> & { newPrice?: { price: number; at: string; told: boolean } };

/** A guard's scope for a listing. */
const scope = (id: string) => `listing_${id}`;

/**
 * `listingIds/{id}`: an id a seller's Idempotency-Key chose, kept for good once used, so a key
 * whose listing was deleted is never taken for a new listing under the old id (with the old
 * one's bookings, favourites and alerts).
 */
const usedId = (id: string) => firestore().collection('listingIds').doc(id);

/** Firestore's gRPC codes for a document that already exists, and for one that does not. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const REMOVAL_BATCH = 200;

/** Deletes products (each only if it still exists) and takes them off the catalog totals, in one batch. */
function removalBatch(docs: QueryDocumentSnapshot[]): WriteBatch {
  const batch = firestore().batch();
  const counts: Record<string, FieldValue> = { total: FieldValue.increment(-docs.length) };
  const bySize = new Map<string, number>();
  for (const doc of docs) {
    batch.delete(doc.ref, { exists: true });
    const field = sizeField(text(doc.get('categorySize')));
    bySize.set(field, (bySize.get(field) ?? 0) + 1);
  }
  for (const [field, n] of bySize) counts[field] = FieldValue.increment(-n);
  batch.set(catalogCounts(), counts, { merge: true });
  return batch;
}

/**
 * The product and its count in the catalog totals, in one batch: Firestore applies both or
 * neither, so an outage mid-commit can never leave a product uncounted or a count without a
 * product. `create` fails the whole batch when the product exists.
 */
async function commitNew(id: string, product: Omit<StoredProduct, '_id'>, claimId = false): Promise<void> {
  const batch = firestore().batch();
  if (claimId) batch.create(usedId(id), { sellerUid: product.sellerUid, at: FieldValue.serverTimestamp() });
  batch.create(raw().doc(id), { ...toDoc(id, product), version: 0 });
  batch.set(catalogCounts(), { total: FieldValue.increment(1), [sizeField(product.categorySize)]: FieldValue.increment(1) }, { merge: true });
  await withDeadline(batch.commit());
}

export const productsStore = {
  /** Lists a new product and counts it in the catalog totals, in one atomic batch. */
  async create(product: Omit<StoredProduct, '_id'>): Promise<StoredProduct> {
    const id = raw().doc().id;
    try {
      await commitNew(id, product);
    } catch (error) {
      // The id is new and random: if it exists, the Firestore client has retried a commit whose
      // answer was lost and found it stored. The listing is there, once.
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
    return { _id: id, ...product };
  },
  /**
   * The same under an id of the caller's choosing, which stays used for good; resolves null,
   * having written nothing, when that id was used before (a retry of a listing that was stored,
   * whether or not it still exists).
   */
  async createOnce(id: string, product: Omit<StoredProduct, '_id'>): Promise<StoredProduct | null> {
    try {
      await commitNew(id, product, true);
      return { _id: id, ...product };
    } catch (error) {
      if ((error as { code?: number }).code === ALREADY_EXISTS) return null;
      throw error;
    }
  },

  async get(id: string): Promise<StoredProduct | null> {
    const snap = await withDeadline(products().doc(id).get());
    documentReads.add(1);
    return snap.exists ? (snap.data() ?? null) : null;
  },

  /** A listing with what a change of it needs to know (one read). */
  async getListing(id: string): Promise<StoredListing | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    if (!d) return null;
    return { product: { _id: snap.id, ...fromDoc(d) }, version: versionOf(d.version), priceDropToldAt: d.priceDropToldAt ? toIso(d.priceDropToldAt) : null };
  },

  /** Newest first; all products, or those of one size. */
  page(categorySize: string | null, page: PageRequest) {
    const query = categorySize === null ? products() : products().where('categorySize', '==', categorySize);
    return pageOf(query, page);
  },

  /** A page of a catalog search as planned by the domain (see catalog-search.ts). */
  search(plan: CatalogPlan, page: PageRequest) {
    return searchCatalog(plan, page, (id, data) => ({ _id: id, ...fromDoc(data) }));
  },

  /** A seller's listings, by account id (never by e-mail: a new account may reuse an address). */
  pageBySeller(sellerUid: string, page: PageRequest) {
    return pageOf(products().where('sellerUid', '==', sellerUid), page);
  },

  async countBySeller(sellerUid: string): Promise<number> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).count().get());
    documentReads.add(1);
    return snap.data().count;
  },

  /** How many products the catalog holds, in all or of one size (one read). */
  async count(categorySize: string | null): Promise<number> {
    const snap = await withDeadline(catalogCounts().get());
    documentReads.add(1);
    const data = snap.data() ?? {};
    const value = data[categorySize === null ? 'total' : sizeField(categorySize)];
    return typeof value === 'number' ? value : 0;
  },

  /** Unsold products advertised on the home page, newest first, by an indexed query. */
  async advertised(advertiseName: string, limit: number): Promise<StoredProduct[]> {
    const query = products()
      .where('advertiseName', '==', advertiseName)
      .where('sold', '==', false)
      .orderBy('sortKey', 'desc')
      .limit(limit);
    const snap = await withDeadline(query.get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.data());
  },

  /** The write that starts an advertisement (the product must exist). */
  advertiseWrite(id: string, advertiseName: string): Write {
    return (batch) => batch.update(raw().doc(id), { advertiseName });
  },

  async setAdvertise(id: string, advertiseName: string): Promise<void> {
    // update() fails on a missing document: advertising never creates one.
    await withDeadline(raw().doc(id).update({ advertiseName }));
  },

  /**
   * Keeps the verified tick on a seller's listings in step with the seller's account, with the
   * moment it was given (`verifiedAt`, ISO), which a tick taken away loses.
   */
  async setSellerVerify(sellerUid: string, sellerVerify: boolean, verifiedAt?: string): Promise<number> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).get());
    documentReads.add(snap.size);
    const tick = { sellerVerify, sellerVerifiedAt: sellerVerify && verifiedAt ? toTimestamp(verifiedAt) : FieldValue.delete() };
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = firestore().batch();
      for (const doc of snap.docs.slice(i, i + 400)) batch.update(doc.ref, tick);
      await withDeadline(batch.commit());
    }
    return snap.size;
  },

  /**
   * Removes every listing of a seller, with its count in the catalog totals, 200 at a time. Each
   * delete requires the product to exist, so two removals at once never count a product off
   * twice: a batch that meets a product removed meanwhile is redone one product at a time.
   * Safe to run again after an interruption. Resolves how many this call removed.
   */
  async removeBySeller(sellerUid: string): Promise<number> {
    let removed = 0;
    for (;;) {
      const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(REMOVAL_BATCH).get());
      documentReads.add(snap.size);
      if (snap.empty) return removed;
      try {
        await withDeadline(removalBatch(snap.docs).commit());
        removed += snap.size;
      } catch (error) {
        if ((error as { code?: number }).code !== NOT_FOUND) throw error;
        for (const doc of snap.docs) {
          try {
            await withDeadline(removalBatch([doc]).commit());
            removed += 1;
          } catch (single) {
            if ((single as { code?: number }).code !== NOT_FOUND) throw single;
          }
        }
      }
    }
  },

  /**
   * The writes of an edit of the listing as it was read: the changed fields, a new price added
   * to the history (the last 20 kept), and a move between size totals when the size changed.
   * The batch fails whole if the listing changed meanwhile or is gone, so a size is never moved
   * twice and no price is lost.
   */
  editWrites({ product: before, version }: StoredListing, change: ListingChange): Write[] {
    const { newPrice, ...fields } = change;
    // The keys search reads follow the edited fields.
    const update: DocumentData = { ...fields, ...listingKeys(before._id, { ...before, ...fields }), version: version + 1 };
    if (newPrice) {
      update.priceHistory = [...before.priceHistory, newPrice].slice(-PRICE_HISTORY_LIMIT).map((entry) => ({ price: entry.price, at: toTimestamp(entry.at) }));
      if (newPrice.told) update.priceDropToldAt = toTimestamp(newPrice.at);
    }
    const writes: Write[] = [guardWrite(scope(before._id), version), (batch) => batch.update(raw().doc(before._id), update)];
    if (fields.categorySize !== undefined && fields.categorySize !== before.categorySize) {
      const moved = { [sizeField(before.categorySize)]: FieldValue.increment(-1), [sizeField(fields.categorySize)]: FieldValue.increment(1) };
      writes.push((batch) => batch.set(catalogCounts(), moved, { merge: true }));
    }
    return writes;
  },

  /** The write that marks a machine sold (a deal accepted) or back on sale (the deal cancelled). */
  soldWrite(id: string, sold: boolean): Write {
    return (batch) => batch.update(raw().doc(id), { sold });
  },

  /**
   * The writes that take one listing, as it was read, off the catalog and its totals; the batch
   * fails if it is gone or changed meanwhile (its size may have moved).
   */
  removeWrites({ product, version }: Pick<StoredListing, 'product' | 'version'>): Write[] {
    return [
      guardWrite(scope(product._id), version),
      (batch) => batch.delete(raw().doc(product._id), { exists: true }),
      (batch) => batch.set(catalogCounts(), { total: FieldValue.increment(-1), [sizeField(product.categorySize)]: FieldValue.increment(-1) }, { merge: true }),
    ];
  },

  /** Writes whole products under their ids and recounts the totals (seed, tests, benchmark). */
  async putMany(list: StoredProduct[]): Promise<void> {
    for (let i = 0; i < list.length; i += 400) {
      const batch = firestore().batch();
      for (const { _id, ...product } of list.slice(i, i + 400)) batch.set(raw().doc(_id), toDoc(_id, product));
      await withDeadline(batch.commit());
    }
    await productsStore.recount();
  },

  async recount(): Promise<void> {
    const all = await raw().count().get();
    const sizes = await raw().select('categorySize').get();
    const counts: Record<string, number> = { total: all.data().count };
    for (const doc of sizes.docs) {
      const field = sizeField(text(doc.get('categorySize')));
      counts[field] = (counts[field] ?? 0) + 1;
    }
    await catalogCounts().set(counts);
  },
};
