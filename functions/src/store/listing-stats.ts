import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { InsightMetric } from '../contract/index.js';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * Day-by-day counts of what happens to a listing (views, favourites, requests, conversations),
 * and the same summed per seller, kept in the batch of the event itself. A listing's (and a
 * seller's) counts are spread over SHARDS documents, one picked at random per event, so a machine
 * many people open at once never waits on one document (about one write a second each); a read
 * sums them, SHARDS reads for any span. Each count is a flat field, `views_20261126` (increments
 * of nested fields fail on the Node emulator), and each event deletes its metric's fields of the
 * PRUNED days before the kept span, so a document never holds more than a few hundred fields.
 */
export const SHARDS = 4;

/** Counts are kept this many days (the longest span a seller looks back over). */
export const KEPT_DAYS = 90;
const PRUNED_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day as counted: YYYYMMDD. */
export const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

const listingShard = (productId: string, i: number) => firestore().collection('listingStats').doc(`${productId}~${i}`);
const sellerShard = (sellerUid: string, i: number) => firestore().collection('sellerStats').doc(`${sellerUid}~${i}`);

/** The seller's field that counts a listing's views since it was listed (their most viewed). */
const viewsOf = (productId: string) => `top_${productId}`;

/** The fields that count one event of `metric` on its day, and delete its fields aged out of the kept span. */
export function countFields(metric: string, at: number): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = { [`${metric}_${dayKey(at)}`]: FieldValue.increment(1) };
  for (let back = KEPT_DAYS + 1; back <= KEPT_DAYS + PRUNED_DAYS; back++) fields[`${metric}_${dayKey(at - back * DAY_MS)}`] = FieldValue.delete();
  return fields;
}

/**
 * The write of a mark that something happened once on a day (a person's view of a listing, a
 * person active on a side): its id is a digest of what and the day, so a second `create()` fails
 * the batch; it is gone after two days (a TTL policy on `expireAt`).
 */
export function onceADayWrite(collection: string, what: string[], at: number): Write {
  const mark = firestore()
    .collection(collection)
    .doc(createHash('sha256').update([...what, dayKey(at)].join('\n')).digest('hex').slice(0, 32));
  return (batch) => batch.create(mark, { expireAt: Timestamp.fromMillis(at + 2 * DAY_MS) });
}

/** The `days` days up to `now`'s, oldest first, each with its count of every metric (0 when none). */
export function dailyCounts<M extends string>(counts: Counts, metrics: readonly M[], days: number, now: number): ({ day: string } & Record<M, number>)[] {
  return Array.from({ length: days }, (_, i) => {
    const ms = now - (days - 1 - i) * DAY_MS;
    const key = dayKey(ms);
    const day = Object.fromEntries(metrics.map((metric) => [metric, counts.get(`${metric}_${key}`) ?? 0])) as Record<M, number>;
    return { day: new Date(ms).toISOString().slice(0, 10), ...day };
  });
}

/** Summed shards: a field's count, by field name. */
export type Counts = Map<string, number>;

/** Every numeric field of these documents, summed by name (one read each). */
export async function sum(refs: FirebaseFirestore.DocumentReference[]): Promise<Counts> {
  const snaps = await withDeadline(firestore().getAll(...refs));
  documentReads.add(snaps.length);
  const counts: Counts = new Map();
  for (const data of snaps.map((s) => s.data() ?? ({} as DocumentData))) {
    for (const [field, value] of Object.entries(data)) if (typeof value === 'number') counts.set(field, (counts.get(field) ?? 0) + value);
  }
  return counts;
}

export const listingStats = {
  /** The writes that count one event of a listing, for its own batch: the listing's shard and its seller's. */
  eventWrites(listing: { _id: string; sellerUid: string }, metric: InsightMetric, at = Date.now()): Write[] {
    const fields = countFields(metric, at);
    const seller = metric === 'views' ? { ...fields, [viewsOf(listing._id)]: FieldValue.increment(1) } : fields;
    const [mine, theirs] = [listingShard(listing._id, randomInt(SHARDS)), sellerShard(listing.sellerUid, randomInt(SHARDS))];
    return [(batch) => batch.set(mine, fields, { merge: true }), (batch) => batch.set(theirs, seller, { merge: true })];
  },

  /** The writes of one person's view on a day: the mark fails the batch if they were counted that day. */
  viewWrites(listing: { _id: string; sellerUid: string }, viewerUid: string, at = Date.now()): Write[] {
    return [onceADayWrite('viewMarks', ['view', listing._id, viewerUid], at), ...listingStats.eventWrites(listing, 'views', at)];
  },

  /** A listing's counts (SHARDS reads). */
  ofListing: (productId: string) => sum(Array.from({ length: SHARDS }, (_, i) => listingShard(productId, i))),

  /** A seller's counts (SHARDS reads), with their listings' views since listed under `top_{id}`. */
  ofSeller: (sellerUid: string) => sum(Array.from({ length: SHARDS }, (_, i) => sellerShard(sellerUid, i))),

  /** The writes that take a listing's counts away with it, and its line of its seller's most viewed. */
  removeWrites(listing: { _id: string; sellerUid: string }): Write[] {
    return Array.from({ length: SHARDS }, (_, i): Write[] => [
      (batch) => batch.delete(listingShard(listing._id, i)),
      (batch) => batch.set(sellerShard(listing.sellerUid, i), { [viewsOf(listing._id)]: FieldValue.delete() }, { merge: true }),
    ]).flat();
  },

  /** The writes that take a listing's own counts away (its seller's go with the seller, removeSellerWrites). */
  removeListingWrites(productId: string): Write[] {
    return Array.from({ length: SHARDS }, (_, i) => (batch) => batch.delete(listingShard(productId, i)));
  },

  /** The writes that take a removed seller's counts away. */
  removeSellerWrites(sellerUid: string): Write[] {
    return Array.from({ length: SHARDS }, (_, i) => (batch) => batch.delete(sellerShard(sellerUid, i)));
  },
};

/** The seller's count of a listing's views since listed, from `ofSeller`. */
export const viewsSinceListed = (counts: Counts): { productId: string; views: number }[] =>
  [...counts].filter(([field]) => field.startsWith('top_')).map(([field, views]) => ({ productId: field.slice(4), views }));
