import { randomInt } from 'node:crypto';
import type { MarketMetric } from '../contract/index.js';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { countFields, onceADayWrite, sum, type Counts } from './listing-stats.js';

/**
 * The marketplace's own day-by-day counts (listings added, deals accepted, people active), kept
 * like a listing's (store/listing-stats.ts) on SHARDS documents: every listing and deal of the
 * marketplace counts here, so its documents take many more writes than a listing's.
 */
export const SHARDS = 8;

const shard = (i: number) => firestore().collection('marketStats').doc(`market~${i}`);


export const marketStats = {
  /** The write that counts one event of the marketplace, for the event's own batch. */
  eventWrite(metric: MarketMetric, at = Date.now()): Write {
    const target = shard(randomInt(SHARDS));
    const fields = countFields(metric, at);
    return (batch) => batch.set(target, fields, { merge: true });
  },

  /** The writes that count a person active today on a side: the mark fails the batch once they were counted. */
  activeWrites(uid: string, side: 'buyer' | 'seller', at = Date.now()): Write[] {
    return [onceADayWrite('activeMarks', ['active', side, uid], at), marketStats.eventWrite(side === 'buyer' ? 'activeBuyers' : 'activeSellers', at)];
  },

  /** The marketplace's counts (SHARDS reads). */
  read: (): Promise<Counts> => sum(Array.from({ length: SHARDS }, (_, i) => shard(i))),
};
