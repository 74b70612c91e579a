import type { User } from '../contract/index.js';
import { accountsStore } from '../store/accounts.js';
import { auditStore } from '../store/audit.js';
import { commitTogether } from '../store/batch.js';
import { usersStore } from '../store/users.js';
import { auditWrite, OWNER } from './audit.js';
import { handOn, owe } from './work/owed.js';

export class NoSuchAccount extends Error {}

/**
 * What only the owner does, outside the API (`npm run grant-admin`): makes an account an admin,
 * with the blue tick (adminVerify) or without it. The record is written first, with the moment
 * the account's earlier sessions stop counting, then the claims; if the claims cannot be written
 * the record is put back, so the account is never an admin by claims and not by record, or the
 * reverse. Its sessions end, so the next sign-in carries the new claims.
 */
export async function grantAdmin(email: string, adminVerify: boolean): Promise<User> {
  const account = await accountsStore.getByEmail(email);
  if (!account) throw new NoSuchAccount(email);
  const before = await usersStore.get(account.uid);
  const admin: User = {
    _id: account.uid,
    displayName: before?.displayName || account.displayName || email,
    email: (account.email ?? email).toLowerCase(),
    role: 'admin',
    sellerVerify: false,
    adminVerify,
    photoURL: before?.photoURL ?? account.photoURL ?? '',
  };
  const now = Date.now();
  const recorded = (u: User | null) => (u ? { role: u.role, sellerVerify: u.sellerVerify, adminVerify: u.adminVerify } : null);
  const entry = auditStore.newId();
  // An admin's listings (from when they sold) carry no seller's tick: work, however many.
  const owed = before?.sellerVerify ? [owe('sync-seller-tick', { sellerUid: account.uid })] : [];
  await commitTogether([
    usersStore.putWithSessionsWrite(admin, now),
    auditWrite(OWNER, 'grant-admin', { kind: 'user', id: account.uid, label: admin.displayName }, recorded(before), recorded(admin), entry),
    ...owed.map((o) => o.write),
  ]);
  try {
    await accountsStore.setClaims(account.uid, { role: 'admin', sellerVerify: false, adminVerify });
  } catch (error) {
    // The change is put back, and with it its entry: the trail keeps only what happened.
    await commitTogether([before ? usersStore.putWithSessionsWrite(before, now) : usersStore.deleteWrite(account.uid), auditStore.retractWrite(entry)]);
    await handOn(...owed);
    throw error;
  }
  await accountsStore.revokeSessions(account.uid);
  await handOn(...owed);
  return admin;
}
