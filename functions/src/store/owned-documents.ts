import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * What the removal of an account needs of a collection of a user's own documents (their
 * notifications, saved searches, favourites: each with `userUid`): a page of their ids, and the
 * write that deletes one.
 */
export function ownedDocuments(collection: string) {
  const raw = () => firestore().collection(collection);
  return {
    /** Up to `limit` ids of a user's documents (their account is being removed). */
    async idsOf(userUid: string, limit: number): Promise<string[]> {
      const snap = await withDeadline(raw().where('userUid', '==', userUid).limit(limit).get());
      documentReads.add(snap.size);
      return snap.docs.map((d) => d.id);
    },
    deleteWrite(id: string): Write {
      return (batch) => batch.delete(raw().doc(id));
    },
  };
}
