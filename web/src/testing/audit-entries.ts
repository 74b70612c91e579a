import type { AuditEntry } from '@contract';
import { fixture } from './fixture';

/** An entry of the admin trail as the API answers it: the seeded admin verifying the seeded seller. */
export const testAuditEntry = fixture<AuditEntry>({
  _id: 'audit-1',
  at: '2026-09-01T10:00:00.000Z',
  actor: { uid: 'uid-admin-1', email: 'admin@machinery.test', name: 'Nadia Karim' },
  action: 'change-verify',
  target: { kind: 'user', id: 'uid-seller-1', label: 'Rahim Uddin' },
  before: { role: 'seller', sellerVerify: false, adminVerify: false },
  after: { role: 'seller', sellerVerify: true, adminVerify: false },
});
