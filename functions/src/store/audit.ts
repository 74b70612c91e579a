import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntry, PageRequest } from '../contract/index.js';
import type { Write } from './batch.js';
import { text, withId } from './converter.js';
import { sortKey } from './cursor.js';
import { firestore } from './db.js';
import { pageOf } from './paging.js';
import { toIso, toTimestamp } from './time.js';

/**
 * The admin trail, append-only: this store can add an entry (in the batch of the action it
 * records), read pages of them, and take back an entry only in the batch that puts back the
 * very change it recorded (a change that did not happen is not history): no edit, no other
 * delete. firestore.rules deny clients every access.
 */
function fromDoc(d: DocumentData): Omit<AuditEntry, '_id'> & { createdAt: string } {
  return {
    at: toIso(d.createdAt),
    actor: { uid: text(d.actor?.uid), email: text(d.actor?.email), name: text(d.actor?.name) },
    action: d.action,
    target: { kind: d.target?.kind === 'product' || d.target?.kind === 'message' ? d.target.kind : 'user', id: text(d.target?.id), label: text(d.target?.label) },
    before: d.before ?? null,
    after: d.after ?? null,
    createdAt: toIso(d.createdAt),
  };
}

const entries = () => firestore().collection('audit').withConverter(withId<AuditEntry & { createdAt: string }>(fromDoc));
const raw = () => firestore().collection('audit');

export type NewAuditEntry = Omit<AuditEntry, '_id' | 'at'>;

export const auditStore = {
  /** A new entry's id. */
  newId: () => raw().doc().id,

  /**
   * The write of a new entry, for the batch of the action it records. Under a chosen id the
   * batch creates it once: a change finished over several calls is recorded once.
   */
  entryWrite(entry: NewAuditEntry, id = raw().doc().id, at = new Date().toISOString()): Write {
    const ref = raw().doc(id);
    return (batch) =>
      batch.create(ref, { ...entry, targetId: entry.target.id, createdAt: toTimestamp(at), sortKey: sortKey(at, ref.id) });
  },

  /** The write that takes back the entry of a change that was put back, in the batch that puts it back. */
  retractWrite(id: string): Write {
    return (batch) => batch.delete(raw().doc(id));
  },

  /** Newest first; all entries, or those of one action, or those about one target. */
  async page(filter: { action?: AuditAction; targetId?: string }, page: PageRequest) {
    let query: Query<AuditEntry & { createdAt: string }> = entries();
    if (filter.action) query = query.where('action', '==', filter.action);
    if (filter.targetId) query = query.where('targetId', '==', filter.targetId);
    const { items, next } = await pageOf(query, page);
    return { items: items.map(({ createdAt: _createdAt, ...entry }) => entry), next };
  },
};
