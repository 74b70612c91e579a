import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * `removals/{uid}`: the accounts being removed right now. Removing an account's listings is work
 * that takes a while (they may be thousands); until it is done, the catalog, searches, the home
 * page and product pages leave out the listings of the sellers named here, so a removed account
 * shows nowhere from the moment its removal is answered. An account leaves when the work is done,
 * so only removals in progress are here: a few documents, read in one query.
 */
const MAX_AT_ONCE = 100;
const raw = () => firestore().collection('removals');

export const removalsStore = {
  addWrite(uid: string): Write {
    return (batch) => batch.set(raw().doc(uid), { at: Date.now() });
  },
  removeWrite(uid: string): Write {
    return (batch) => batch.delete(raw().doc(uid));
  },
  /** The sellers being removed (one query: one read, or one per removal in progress). */
  async sellers(): Promise<Set<string>> {
    const snap = await withDeadline(raw().limit(MAX_AT_ONCE).get());
    documentReads.add(snap.size);
    return new Set(snap.docs.map((d) => d.id));
  },
};
