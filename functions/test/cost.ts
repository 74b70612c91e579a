import { documentReads, documentWrites } from '../src/store/reads.js';

/**
 * Runs one call (the API answers in this process) and says how many documents it read and
 * wrote: the bound each call's cost is held to.
 */
export async function costOf<T>(call: () => Promise<T>): Promise<{ answer: T; reads: number; writes: number }> {
  documentReads.reset();
  documentWrites.reset();
  const answer = await call();
  return { answer, reads: documentReads.total, writes: documentWrites.total };
}
