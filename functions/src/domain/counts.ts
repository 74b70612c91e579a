/**
 * Counts that grow with the data (a search's matches, a seller's listings, a user's
 * notifications) are counted up to a cap, so each costs a bounded number of index entries
 * (Firestore bills a count one read per 1,000 entries): a larger one is answered as the cap,
 * with `totalCapped`, and shown as "1,000+".
 */
export const COUNT_CAP = 1000;

/** Unread notifications are counted up to this; the bell shows "99+" past 99. */
export const UNREAD_CAP = 100;

/** A count made with `limit(COUNT_CAP + 1)`, as a page answers it. */
export function counted(n: number): { total: number; totalCapped?: true } {
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n };
}
