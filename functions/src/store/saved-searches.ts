import { createHash, randomInt } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { CatalogFilters, SavedSearch } from '../contract/index.js';
import { text } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { ownedDocuments } from './owned-documents.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';
import { toIso } from './time.js';

/**
 * Saved searches, each filed under one `alertKey` (its most telling filter, see domain/alerts.ts),
 * so a new listing finds the searches it may match with a few indexed `in` lookups over its own
 * keys, never a scan of every saved search.
 */
const raw = () => firestore().collection('savedSearches');

export type StoredSavedSearch = SavedSearch & { userUid: string; alertKey: string };

function fromDoc(id: string, d: DocumentData): StoredSavedSearch {
  return { _id: id, name: text(d.name), query: (d.query ?? {}) as SavedSearch['query'], size: typeof d.size === 'string' ? d.size : null, createdAt: toIso(d.createdAt), userUid: text(d.userUid), alertKey: text(d.alertKey) };
}

/**
 * A user's saved searches live in `limit` slots with fixed ids, so however many saves arrive at
 * once no user ever holds more: a save takes a free slot with create(), and two saves that pick
 * the same slot cannot both have it (the second picks again). The id is a digest: it tells
 * nothing of the account.
 */
const slotId = (userUid: string, slot: number) => createHash('sha256').update(`saved-search\n${userUid}\n${slot}`).digest('hex').slice(0, 24);

export const savedSearchesStore = {
  /**
   * Saves a search in a free slot of the user's `limit`; null when every slot is taken. Each
   * attempt that loses its slot to another save means one more slot is taken, so at most
   * `limit + 1` attempts are made: at most (limit + 1) × 50 reads and limit + 1 writes.
   */
  async create(search: { userUid: string; name: string; query: CatalogFilters; size: string | null; alertKey: string }, limit: number): Promise<StoredSavedSearch | null> {
    for (let attempt = 0; attempt <= limit; attempt++) {
      const held = await savedSearchesStore.ofUser(search.userUid);
      const taken = new Set(held.map((s) => s._id));
      const free = Array.from({ length: limit }, (_, slot) => slotId(search.userUid, slot)).filter((id) => !taken.has(id));
      if (held.length >= limit || free.length === 0) return null;
      // A random free slot, so saves arriving together mostly pick different ones.
      const ref = raw().doc(free[randomInt(free.length)]!);
      const createdAt = new Date().toISOString();
      try {
        // sortKey: the order in which a new listing's alerts page through the searches of a key.
        await withDeadline(ref.create({ ...search, createdAt: FieldValue.serverTimestamp(), sortKey: sortKey(createdAt, ref.id) }));
        return { _id: ref.id, ...search, query: search.query as SavedSearch['query'], createdAt };
      } catch (error) {
        if ((error as { code?: number }).code !== 6) throw error;
      }
    }
    return null;
  },

  /** A user's saved searches (20 at most), newest first. */
  async ofUser(userUid: string): Promise<StoredSavedSearch[]> {
    const snap = await withDeadline(raw().where('userUid', '==', userUid).limit(50).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => fromDoc(d.id, d.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  /** Deletes one of the user's saved searches; false when it is not theirs or not there. */
  async deleteOwn(userUid: string, id: string): Promise<boolean> {
    const ref = raw().doc(id);
    const snap = await withDeadline(ref.get());
    documentReads.add(1);
    if (!snap.exists || snap.get('userUid') !== userUid) return false;
    await withDeadline(ref.delete());
    return true;
  },

  /**
   * A page of the saved searches filed under `key`, in a fixed order, after the page that ended at
   * `after`: an indexed lookup, `limit` reads at most, whatever the number of saved searches.
   */
  async filedUnderPage(key: string, after: string | null, limit: number): Promise<{ searches: StoredSavedSearch[]; last: string | null }> {
    let query = raw().where('alertKey', '==', key);
    if (after !== null) query = query.where('sortKey', '>', after);
    const snap = await withDeadline(query.orderBy('sortKey').limit(limit).get());
    documentReads.add(snap.size);
    return { searches: snap.docs.map((d) => fromDoc(d.id, d.data())), last: (snap.docs.at(-1)?.get('sortKey') as string | undefined) ?? null };
  },

  ...ownedDocuments('savedSearches'),
};
