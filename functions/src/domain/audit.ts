import { forbidden, permissions, type AuditAction, type AuditEntry, type PageRequest } from '../contract/index.js';
import { auditStore } from '../store/audit.js';
import type { Write } from '../store/batch.js';
import type { Caller } from './caller.js';

type Recorded = Record<string, string | number | boolean | null>;

/** The entry of an admin's action, for the batch of the action itself. */
export function auditWrite(
  actor: Pick<Caller, 'uid' | 'email' | 'name'>,
  action: AuditAction,
  target: AuditEntry['target'],
  before: Recorded | null,
  after: Recorded | null,
): Write {
  return auditStore.entryWrite({ actor: { uid: actor.uid, email: actor.email, name: actor.name }, action, target, before, after });
}

/** The owner acting from the command line (`npm run grant-admin`). */
export const OWNER = { uid: 'owner', email: '', name: 'Owner (command line)' };

/** GET /audit: admins only. */
export function auditTrail(caller: Caller, filter: { action?: AuditAction; targetId?: string }, page: PageRequest) {
  if (!permissions.readAuditLog(caller.role)) throw forbidden(`Dear ${caller.name} only admin can read the audit log.`);
  return auditStore.page(filter, page);
}
