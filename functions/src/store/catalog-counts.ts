import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { documentReads } from './reads.js';

/**
 * The catalog's running totals (all listings, and per size: flat `size_20` fields, since
 * increments of nested fields fail on the Node emulator), so a category heading costs a fixed
 * number of reads, never a count of listings. They are sharded: each change increments one of
 * SHARDS documents picked at random, in the batch of the listing itself, and a read sums them
 * all. One document takes about one write a second before its writes contend; ten take about
 * ten, far above the marketplace's listings a second, and a change is never lost or counted twice
 * (it is in the listing's batch). A read costs SHARDS document reads.
 */
export const SHARDS = 10;

const shard = (i: number) => firestore().collection('meta').doc(`catalog-${i}`);
const sizeField = (categorySize: string) => `size_${categorySize}`;

export type CatalogTotals = { total: number; sizes: Record<string, number> };

/** Totals a change makes: +1 or -1 for each listing added or removed, by size. */
export type TotalsChange = { size: string; by: number }[];

export const catalogCounts = {
  /** The write of a change of the totals, on one shard: in the batch of the listings it counts. */
  changeWrite(changes: TotalsChange): Write {
    const fields: Record<string, FieldValue> = {};
    let total = 0;
    const bySize = new Map<string, number>();
    for (const { size, by } of changes) bySize.set(size, (bySize.get(size) ?? 0) + by);
    for (const [size, by] of bySize) {
      total += by;
      if (by !== 0) fields[sizeField(size)] = FieldValue.increment(by);
    }
    if (total !== 0) fields.total = FieldValue.increment(total);
    const target = shard(randomInt(SHARDS));
    return (batch) => batch.set(target, fields, { merge: true });
  },

  /** The totals: every shard, summed (SHARDS reads). */
  async read(): Promise<CatalogTotals> {
    const snaps = await withDeadline(firestore().getAll(...Array.from({ length: SHARDS }, (_, i) => shard(i))));
    documentReads.add(snaps.length);
    const totals: CatalogTotals = { total: 0, sizes: {} };
    for (const data of snaps.map((s) => s.data() ?? ({} as DocumentData))) {
      for (const [field, value] of Object.entries(data)) {
        if (typeof value !== 'number') continue;
        if (field === 'total') totals.total += value;
        else if (field.startsWith('size_')) totals.sizes[field.slice(5)] = (totals.sizes[field.slice(5)] ?? 0) + value;
      }
    }
    return totals;
  },

  /** Sets the totals to these (seed, tests, benchmark): all on the first shard, the others emptied. */
  async set(totals: CatalogTotals): Promise<void> {
    const batch = firestore().batch();
    batch.set(shard(0), { total: totals.total, ...Object.fromEntries(Object.entries(totals.sizes).map(([size, n]) => [sizeField(size), n])) });
    for (let i = 1; i < SHARDS; i++) batch.set(shard(i), {});
    await withDeadline(batch.commit());
  },
};
