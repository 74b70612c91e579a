import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { PRICE_HISTORY_LIMIT, type PageRequest, type Product } from '../contract/index.js';
import type { Write } from './batch.js';
import { listingStats } from './listing-stats.js';
import { guideWrites } from './price-guide.js';
import { catalogCounts, type CatalogTotals } from './catalog-counts.js';
import { numeric, text, withId } from './converter.js';
import { listingKeys } from './listing-keys.js';
import { searchCatalog, type CatalogPlan } from './catalog-search.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
import { pageOf } from './paging.js';
import { documentReads, documentWrites } from './reads.js';
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

/** Firestore's gRPC code for a document that already exists. */
const ALREADY_EXISTS = 6;

/**
 * The product and its count in the catalog totals, in one batch: Firestore applies both or
 * neither, so an outage mid-commit can never leave a product uncounted or a count without a
 * product. `create` fails the whole batch when the product exists.
 */
async function commitNew(id: string, product: Omit<StoredProduct, '_id'>, claimId: boolean, also: Write[]): Promise<void> {
  const batch = firestore().batch();
  for (const write of also) write(batch);
  if (claimId) batch.create(usedId(id), { sellerUid: product.sellerUid, at: FieldValue.serverTimestamp() });
  batch.create(raw().doc(id), { ...toDoc(id, product), version: 0 });
  catalogCounts.changeWrite([{ size: product.categorySize, by: 1 }])(batch);
  const guide = guideWrites(null, { _id: id, ...product });
  for (const write of guide) write(batch);
  await withDeadline(batch.commit());
  documentWrites.add(also.length + guide.length + (claimId ? 3 : 2));
}

export const productsStore = {
  /** Lists a new product and counts it in the catalog totals, in one atomic batch. */
  /** A new listing's id, before it is stored (the work it owes names it). */
  newId: () => raw().doc().id,

  /** Lists a new product under `id` (newId) and counts it, with the writes `also` (the work it owes), in one batch. */
  async create(id: string, product: Omit<StoredProduct, '_id'>, also: Write[] = []): Promise<StoredProduct> {
    try {
      await commitNew(id, product, false, also);
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
  async createOnce(id: string, product: Omit<StoredProduct, '_id'>, also: Write[] = []): Promise<StoredProduct | null> {
    try {
      await commitNew(id, product, true, also);
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
  search(plan: CatalogPlan, page: PageRequest, countUpTo: number) {
    return searchCatalog(plan, page, (id, data) => ({ _id: id, ...fromDoc(data) }), countUpTo);
  },

  /** A seller's listings, by account id (never by e-mail: a new account may reuse an address). */
  pageBySeller(sellerUid: string, page: PageRequest) {
    return pageOf(products().where('sellerUid', '==', sellerUid), page);
  },

  /**
   * How many listings a seller has, counted up to `cap` (one read per 1,000 counted): a seller
   * with more is told "{cap}+".
   */
  async countBySeller(sellerUid: string, cap: number): Promise<number> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(cap + 1).count().get());
    documentReads.add(1);
    return snap.data().count;
  },

  /** How many products the catalog holds, in all or of one size (the sharded totals: SHARDS reads). */
  async count(categorySize: string | null): Promise<number> {
    const totals = await catalogCounts.read();
    return categorySize === null ? totals.total : (totals.sizes[categorySize] ?? 0);
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
   * Up to `limit` of a seller's listings whose verified tick is not `sellerVerify` (shrinking:
   * the writes of `tickWrite` take them out of it), for the work that keeps the tick on a
   * seller's listings in step with their account.
   */
  async idsWithTick(sellerUid: string, sellerVerify: boolean, limit: number): Promise<string[]> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).where('sellerVerify', '==', sellerVerify).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => d.id);
  },

  /** The write of the seller's name and phone a listing shows, as their profile now gives them. */
  sellerProfileWrite(id: string, seller: { sellerName: string; sellerNumber?: string }): Write {
    return (batch) => batch.update(raw().doc(id), seller);
  },

  /** The write of a listing's tick, with the moment it was given (ISO), which a tick taken away loses. */
  tickWrite(id: string, sellerVerify: boolean, verifiedAt?: string): Write {
    const tick = { sellerVerify, sellerVerifiedAt: sellerVerify && verifiedAt ? toTimestamp(verifiedAt) : FieldValue.delete() };
    return (batch) => batch.update(raw().doc(id), tick);
  },

  /**
   * Up to `limit` of a removed seller's listings, as the work removing the account takes them off
   * the catalog: each removed as it was read (its version guarded: a listing edited meanwhile is
   * read again), with its sale, its own day-by-day counts, and its count off the totals.
   */
  async removalPage(sellerUid: string, limit: number): Promise<Write[]> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).limit(limit).get());
    documentReads.add(snap.size);
    if (snap.empty) return [];
    const writes: Write[] = snap.docs.flatMap((doc) => [
      guardWrite(scope(doc.id), versionOf(doc.get('version'))),
      (batch) => batch.delete(doc.ref, { exists: true }),
      (batch) => batch.delete(firestore().collection('sales').doc(doc.id)),
      ...listingStats.removeListingWrites(doc.id),
      ...guideWrites({ _id: doc.id, ...fromDoc(doc.data()) }, null),
    ]);
    writes.push(catalogCounts.changeWrite(snap.docs.map((doc) => ({ size: text(doc.get('categorySize')), by: -1 }))));
    return writes;
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
    const writes: Write[] = [
      guardWrite(scope(before._id), version),
      (batch) => batch.update(raw().doc(before._id), update),
      ...guideWrites(before, { ...before, ...fields, resalePrice: newPrice?.price ?? fields.resalePrice ?? before.resalePrice }),
    ];
    if (fields.categorySize !== undefined && fields.categorySize !== before.categorySize) {
      writes.push(catalogCounts.changeWrite([{ size: before.categorySize, by: -1 }, { size: fields.categorySize, by: 1 }]));
    }
    return writes;
  },

  /** The writes that mark a machine, as read, sold (a deal accepted) or back on sale (the deal cancelled). */
  soldWrites(product: StoredProduct, sold: boolean): Write[] {
    return [(batch) => batch.update(raw().doc(product._id), { sold }), ...guideWrites(product, { ...product, sold })];
  },

  /**
   * The writes that take one listing, as it was read, off the catalog and its totals; the batch
   * fails if it is gone or changed meanwhile (its size may have moved).
   */
  removeWrites({ product, version }: Pick<StoredListing, 'product' | 'version'>): Write[] {
    return [
      guardWrite(scope(product._id), version),
      (batch) => batch.delete(raw().doc(product._id), { exists: true }),
      catalogCounts.changeWrite([{ size: product.categorySize, by: -1 }]),
      ...guideWrites(product, null),
    ];
  },

  /** Writes whole products under their ids and recounts the totals (seed, tests, benchmark). */
  async putMany(list: StoredProduct[]): Promise<void> {
    // Three writes a product (it, and its two price guide entries): 150 fit one batch.
    for (let i = 0; i < list.length; i += 150) {
      const batch = firestore().batch();
      for (const { _id, ...product } of list.slice(i, i + 150)) {
        batch.set(raw().doc(_id), toDoc(_id, product));
        for (const write of guideWrites(null, { _id, ...product })) write(batch);
      }
      await withDeadline(batch.commit());
    }
    await productsStore.recount();
  },

  async recount(): Promise<void> {
    const sizes = await raw().select('categorySize').get();
    const totals: CatalogTotals = { total: sizes.size, sizes: {} };
    for (const doc of sizes.docs) {
      const size = text(doc.get('categorySize'));
      totals.sizes[size] = (totals.sizes[size] ?? 0) + 1;
    }
    await catalogCounts.set(totals);
  },
};
