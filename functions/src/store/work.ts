import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Write } from './batch.js';
import { firestore } from './db.js';
import { withDeadline } from './deadline.js';
import { guardWrite, versionOf } from './guards.js';
import { documentReads } from './reads.js';

/**
 * `work/{id}`: work a change owes to other people's data (telling the watchers of a machine,
 * closing its requests, alerting saved searches, removing an account's traces), recorded in the
 * batch of the change itself, so nothing is lost if the process stops after answering. The work
 * is done a page at a time (domain/work); each page's writes and the record's new cursor are one
 * batch, guarded by the record's version, so a page is done once however often it is run.
 * Finished records stay for a week (a TTL policy on `expireAt`) to be looked at.
 */
export type OwedWork = {
  id: string;
  kind: string;
  args: Record<string, unknown>;
  /** Where the next page starts; null before the first. */
  cursor: string | null;
  pages: number;
  done: boolean;
  version: number;
  /** ISO: when it was recorded, and last moved on (or handed on again). */
  createdAt: string;
  touchedAt: string;
};

const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;
const raw = () => firestore().collection('work');

function fromDoc(id: string, d: DocumentData): OwedWork {
  const iso = (t: unknown) => (t instanceof Timestamp ? t.toDate().toISOString() : new Date(0).toISOString());
  return {
    id,
    kind: String(d.kind),
    args: (d.args ?? {}) as Record<string, unknown>,
    cursor: typeof d.cursor === 'string' ? d.cursor : null,
    pages: typeof d.pages === 'number' ? d.pages : 0,
    done: d.done === true,
    version: versionOf(d.version),
    createdAt: iso(d.createdAt),
    touchedAt: iso(d.touchedAt),
  };
}

export const workStore = {
  /** A new record id, for work that no single change names. */
  newId: () => raw().doc().id,

  /** The write that records owed work, in the batch of the change that owes it; created once under its id. */
  owedWrite(id: string, kind: string, args: Record<string, unknown>): Write {
    return (batch) => batch.create(raw().doc(id), { kind, args, cursor: null, pages: 0, done: false, version: 0, createdAt: Timestamp.now(), touchedAt: Timestamp.now() });
  },

  async get(id: string): Promise<OwedWork | null> {
    const snap = await withDeadline(raw().doc(id).get());
    documentReads.add(1);
    const d = snap.data();
    return d ? fromDoc(snap.id, d) : null;
  },

  /**
   * The writes that move the work, as it was read, past one page: to `next`, or done. The batch
   * fails whole if another run moved it first (a task delivered twice), so no page is done twice.
   */
  advanceWrites(work: OwedWork, next: string | null): Write[] {
    const done = next === null;
    return [
      guardWrite(`work_${work.id}`, work.version),
      (batch) =>
        batch.update(raw().doc(work.id), {
          cursor: next,
          pages: work.pages + 1,
          done,
          version: work.version + 1,
          touchedAt: Timestamp.now(),
          ...(done ? { expireAt: Timestamp.fromMillis(Date.now() + KEEP_DONE_MS) } : {}),
        }),
    ];
  },

  /** Unfinished work not moved on since `before`, oldest first (a task lost, the queue down). */
  async stale(before: Date, limit: number): Promise<OwedWork[]> {
    const snap = await withDeadline(raw().where('done', '==', false).where('touchedAt', '<', Timestamp.fromDate(before)).orderBy('touchedAt').limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => fromDoc(d.id, d.data()));
  },

  /** Marks the work handed on again now, so the next sweep does not hand it on twice. */
  async touch(id: string): Promise<void> {
    await withDeadline(raw().doc(id).update({ touchedAt: Timestamp.now() }));
  },

  /** Unfinished work, however recent (tests and the local stack drain it). */
  async unfinished(limit: number): Promise<OwedWork[]> {
    const snap = await withDeadline(raw().where('done', '==', false).limit(limit).get());
    documentReads.add(snap.size);
    return snap.docs.map((d) => fromDoc(d.id, d.data()));
  },
};
