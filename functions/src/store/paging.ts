import type { Query } from 'firebase-admin/firestore';
import type { PageRequest } from '../contract/index.js';
import { decodeCursor, encodeCursor, sortKey } from './cursor.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

export type PageOf<T> = { items: T[]; next: string | null };

/**
 * One page of a query, newest first. Reads one document more than the page to know whether a
 * next page exists, so a page costs `limit + 1` reads whatever the size of the collection.
 */
export async function pageOf<T extends { _id: string }>(
  query: Query<T>,
  page: PageRequest,
  // The item's `sortKey` as stored: its creation by default; a conversation's, its last message.
  keyOf: (item: T) => string = (item) => sortKey((item as T & { createdAt: string }).createdAt, item._id),
): Promise<PageOf<T>> {
  let q = query.orderBy('sortKey', 'desc');
  if (page.cursor) q = q.where('sortKey', '<', decodeCursor(page.cursor));
  const snap = await withDeadline(q.limit(page.limit + 1).get());
  documentReads.add(snap.size);
  const items = snap.docs.slice(0, page.limit).map((d) => d.data());
  const last = items[items.length - 1];
  const next = snap.size > page.limit && last ? encodeCursor(keyOf(last)) : null;
  return { items, next };
}
