import type { Write } from '../../store/batch.js';
import { taskQueue } from '../../store/task-queue.js';
import { workStore } from '../../store/work.js';
import { logProblem } from '../problems.js';

/**
 * Work a change owes to other people's data, whose size the change cannot bound: recorded in the
 * change's own batch (`owe`), handed to the task queue once that batch is stored (`handOn`), and
 * done a page at a time in the background (run.ts). What each kind is told:
 */
export type WorkArgs = {
  /** Everyone who saved the machine: their favourite's summary follows it, and they hear of the event. */
  'tell-watchers': { productId: string; productName: string; event: 'price-drop' | 'price' | 'sold' | 'back-on-sale' | 'withdrawn'; from?: number; to?: number };
  /** The requests still waiting on a machine that was sold (declined) or taken off (withdrawn). */
  'close-requests': { productId: string; productName: string; closing: 'declined' | 'withdrawn' };
  /** The saved searches a new listing matches: their owners hear of it, once per listing. */
  'alert-saved-searches': { productId: string };
  /** The copies of a person's name (and a seller's phone) follow their profile. */
  'sync-profile': { uid: string };
  /** A seller's listings carry the verified tick their account has now. */
  'sync-seller-tick': { sellerUid: string };
  /** Everything a removed account left: listings, bookings, messages, conversations, reports, notifications, searches, favourites, pictures. */
  'remove-account': { uid: string };
  /** Everyone who reported a listing or message in a round: what the admins decided. */
  'tell-reporters': { reportId: string; round: number; productId: string; productName: string; message: string; link: string };
  /** The rest of a user's unread notifications, after the first 400 that "Mark all read" marked itself. */
  'read-notifications': { userUid: string };
};
export type WorkKind = keyof WorkArgs;

/** Work recorded for a batch: its id, and the write that records it. */
export type Owed = { id: string; write: Write };

export function owe<K extends WorkKind>(kind: K, args: WorkArgs[K]): Owed {
  const id = workStore.newId();
  return { id, write: workStore.owedWrite(id, kind, args) };
}

/**
 * Hands recorded work to the task queue, once the batch that recorded it is stored. A failure is
 * logged, not raised: the change is made and its work recorded; the sweep hands it on later.
 */
export async function handOn(...owed: Owed[]): Promise<void> {
  await Promise.all(
    owed.map(async ({ id }) => {
      try {
        await taskQueue.handOn(id);
      } catch (error) {
        logProblem('owed work not queued: the sweep will hand it on', error);
      }
    }),
  );
}
