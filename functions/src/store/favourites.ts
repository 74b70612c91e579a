import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Favourite, PageRequest, Product } from '../contract/index.js';
import { commitTogether, type Write } from './batch.js';
import { numeric, text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { ownedDocuments } from './owned-documents.js';
import { withDeadline } from './deadline.js';
import { pageOf } from './paging.js';
import { documentReads } from './reads.js';
import { toIso, toTimestamp } from './time.js';

/**
 * `favourites/{uid}_{productId}`: a buyer's saved machine, with the summary the list shows kept
 * up to date by the machine's own events, so the list reads one page of favourites and nothing
 * else. Indexed by the machine (`productId`) and its seller (`sellerUid`), so an event finds its
 * watchers directly, never by a scan of all favourites.
 */
function fromDoc(d: DocumentData): Omit<Favourite, '_id'> & { createdAt: string } {
  const savedPrice = numeric(d.savedPrice);
  const resalePrice = numeric(d.resalePrice);
  return {
    productId: text(d.productId),
    productName: text(d.productName),
    picture: text(d.picture),
    categorySize: text(d.categorySize),
    location: text(d.location),
    savedPrice,
    resalePrice,
    priceDropped: resalePrice < savedPrice,
    sold: d.sold === true,
    withdrawn: d.withdrawn === true,
    savedAt: toIso(d.createdAt),
    createdAt: toIso(d.createdAt),
  };
}

const favourites = () => firestore().collection('favourites').withConverter(withId<Favourite & { createdAt: string }>(fromDoc));
const raw = () => firestore().collection('favourites');
export const favouriteId = (userUid: string, productId: string) => `${userUid}_${productId}`;

/** A favourite with its owner and its machine, as an event needs it. */
export type Watcher = { _id: string; userUid: string; productId: string; productName: string };

const watcher = (d: QueryDocumentSnapshot): Watcher => ({ _id: d.id, userUid: text(d.get('userUid')), productId: text(d.get('productId')), productName: text(d.get('productName')) });

export const favouritesStore = {
  /** Saves the machine for the user, with the writes `also`; false when it was saved already (nothing changes then). */
  async add(userUid: string, product: Product, also: Write[] = []): Promise<boolean> {
    const id = favouriteId(userUid, product._id);
    const at = new Date().toISOString();
    const doc = {
      userUid,
      productId: product._id,
      sellerUid: product.sellerUid,
      productName: product.productName,
      picture: product.picture,
      categorySize: product.categorySize,
      location: product.location,
      savedPrice: product.resalePrice,
      resalePrice: product.resalePrice,
      sold: product.sold,
      withdrawn: false,
      createdAt: toTimestamp(at),
      sortKey: sortKey(at, id),
    };
    return (await commitTogether([(batch) => batch.create(raw().doc(id), doc), ...also])) === 'committed';
  },

  async get(userUid: string, productId: string): Promise<Favourite | null> {
    const snap = await withDeadline(favourites().doc(favouriteId(userUid, productId)).get());
    documentReads.add(1);
    const data = snap.data();
    if (!data) return null;
    const { createdAt: _createdAt, ...favourite } = data;
    return favourite;
  },

  /** Removes one of the user's favourites; false when it was not saved. */
  async remove(userUid: string, productId: string): Promise<boolean> {
    const ref = raw().doc(favouriteId(userUid, productId));
    const snap = await withDeadline(ref.get());
    documentReads.add(1);
    if (!snap.exists) return false;
    await withDeadline(ref.delete());
    return true;
  },

  /** A user's favourites, newest saved first. */
  async page(userUid: string, page: PageRequest) {
    const { items, next } = await pageOf(favourites().where('userUid', '==', userUid), page);
    return { items: items.map(({ createdAt: _createdAt, ...favourite }) => favourite), next };
  },

  /** Which of these machines the user saved: one lookup per 30 (an `in` query), reading only the saved ones. */
  async savedAmong(userUid: string, productIds: string[]): Promise<string[]> {
    const chunks: string[][] = [];
    for (let i = 0; i < productIds.length; i += 30) chunks.push(productIds.slice(i, i + 30));
    const snaps = await Promise.all(chunks.map((chunk) => withDeadline(raw().where('userUid', '==', userUid).where('productId', 'in', chunk).get())));
    return snaps.flatMap((snap) => {
      documentReads.add(snap.size);
      return snap.docs.map((d) => text(d.get('productId')));
    });
  },

  /**
   * A page of who saved this machine, in a fixed order (the favourites' `sortKey`), after the
   * page that ended at `after`: an indexed lookup by machine, `limit` reads at most.
   */
  async watchersPage(productId: string, after: string | null, limit: number): Promise<{ watchers: Watcher[]; last: string | null }> {
    let query = raw().where('productId', '==', productId);
    if (after !== null) query = query.where('sortKey', '>', after);
    const snap = await withDeadline(query.orderBy('sortKey').limit(limit).get());
    documentReads.add(snap.size);
    return { watchers: snap.docs.map(watcher), last: (snap.docs.at(-1)?.get('sortKey') as string | undefined) ?? null };
  },

  /** A page of who saved a machine of this seller and has not been told it left (`limit` reads at most). */
  async unwithdrawnOfSeller(sellerUid: string, limit: number): Promise<Watcher[]> {
    const snap = await withDeadline(raw().where('sellerUid', '==', sellerUid).where('withdrawn', '==', false).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map(watcher);
  },

  /** The write that keeps a favourite's summary in step with its machine. */
  updateWrite(id: string, change: { resalePrice?: number; sold?: boolean; withdrawn?: boolean; productName?: string; picture?: string }): Write {
    return (batch) => batch.update(raw().doc(id), change);
  },

  ...ownedDocuments('favourites'),
};
