import type { Write } from '../../store/batch.js';
import type { Owed } from './owed.js';

/** At most this many writes in one page of work, beside the record's own: under Firestore's 500 a batch. */
export const PAGE_WRITES = 400;

/**
 * One page of owed work: the writes it makes, stored in one batch with the record's new cursor,
 * and where the next page starts (null: the work is done). A page reads a bounded number of
 * documents and writes at most PAGE_WRITES. It may owe more work (`owed`, recorded among its
 * writes), handed on once the page is stored.
 */
export type Page = { writes: Write[]; next: string | null; owed?: Owed[] };

export const DONE: Page = { writes: [], next: null };
