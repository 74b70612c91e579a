import type { DocumentData, Query, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { documentReads, documentWrites } from './reads.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';

/**
 * One write of an event, made by a store: the domain puts together the writes of one event
 * (a booking accepted: the sale, the booking, the machine, the other requests, the
 * notifications) and `commitTogether` applies them all or none, in one batch. No transaction
 * isolation is needed: uniqueness rests on `create()` of a document with a chosen id, which
 * fails the whole batch on every Firestore, the Node emulator included.
 */
export type Write = (batch: WriteBatch) => void;

/** Firestore's gRPC codes for a document that exists already, and for one that does not. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** At most 500 writes go in one batch; an event of one machine stays far below. */
export const MAX_WRITES = 500;

export async function commitTogether(writes: Write[]): Promise<'committed' | 'already-exists' | 'not-found'> {
  if (writes.length > MAX_WRITES) throw new Error(`An event of ${writes.length} writes does not fit one batch.`);
  const batch = firestore().batch();
  for (const write of writes) write(batch);
  try {
    await withDeadline(batch.commit());
    documentWrites.add(writes.length);
    return 'committed';
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code === ALREADY_EXISTS) return 'already-exists';
    if (code === NOT_FOUND) return 'not-found';
    throw error;
  }
}

/**
 * Applies `write` to every document the query matches, 400 at a time, until none matches: the
 * write must take the document out of the query (delete it, or change the field it matches on),
 * so a run stopped half-way is finished by running it again. Resolves how many it wrote.
 */
export async function drain(query: Query<DocumentData>, write: (batch: WriteBatch, doc: QueryDocumentSnapshot) => void): Promise<number> {
  let written = 0;
  for (;;) {
    const snap = await withDeadline(query.limit(400).get());
    documentReads.add(snap.size);
    if (snap.empty) return written;
    const batch = firestore().batch();
    for (const doc of snap.docs) write(batch, doc);
    await withDeadline(batch.commit());
    documentWrites.add(snap.size);
    written += snap.size;
  }
}
