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
 * records) and read pages of them, and nothing else: no update, no delete. firestore.rules deny
 * clients every access.
 */
function fromDoc(d: DocumentData): Omit<AuditEntry, '_id'> & { createdAt: string } {
  return {
    at: toIso(d.createdAt),
    actor: { uid: text(d.actor?.uid), email: text(d.actor?.email), name: text(d.actor?.name) },
    action: d.action,
    target: { kind: d.target?.kind === 'product' ? 'product' : 'user', id: text(d.target?.id), label: text(d.target?.label) },
    before: d.before ?? null,
    after: d.after ?? null,
    createdAt: toIso(d.createdAt),
  };
}

const entries = () => firestore().collection('audit').withConverter(withId<AuditEntry & { createdAt: string }>(fromDoc));
const raw = () => firestore().collection('audit');

export type NewAuditEntry = Omit<AuditEntry, '_id' | 'at'>;

export const auditStore = {
  /** The write of a new entry, for the batch of the action it records. */
  entryWrite(entry: NewAuditEntry, at = new Date().toISOString()): Write {
    const ref = raw().doc();
    return (batch) =>
      batch.create(ref, { ...entry, targetId: entry.target.id, createdAt: toTimestamp(at), sortKey: sortKey(at, ref.id) });
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
