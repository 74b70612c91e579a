import { forbidden, permissions, type AuditAction, type AuditEntry, type PageRequest } from '../contract/index.js';
import { auditStore } from '../store/audit.js';
import type { Write } from '../store/batch.js';
import type { Caller } from './caller.js';

type Recorded = Record<string, string | number | boolean | null>;

/**
 * The entry of an admin's action, for the batch of the action itself; under `id` (auditStore.newId,
 * or a chosen one) it can be taken back if the action is put back, or written once for an action
 * done over several calls.
 */
export function auditWrite(
  actor: Pick<Caller, 'uid' | 'email' | 'name'>,
  action: AuditAction,
  target: AuditEntry['target'],
  before: Recorded | null,
  after: Recorded | null,
  id?: string,
): Write {
  return auditStore.entryWrite({ actor: { uid: actor.uid, email: actor.email, name: actor.name }, action, target, before, after }, id);
}

/** The owner acting from the command line (`npm run grant-admin`). */
export const OWNER = { uid: 'owner', email: '', name: 'Owner (command line)' };

/** GET /audit: admins only. */
export function auditTrail(caller: Caller, filter: { action?: AuditAction; targetId?: string }, page: PageRequest) {
  if (!permissions.readAuditLog(caller.role)) throw forbidden(`Dear ${caller.name} only admin can read the audit log.`);
  return auditStore.page(filter, page);
}
