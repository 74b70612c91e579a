import { permissions, type DeleteResult, type Role, type User, type UserRegistration } from '../contract/index.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, forbidden, notFound } from '../contract/errors.js';
import { accountsStore } from '../store/accounts.js';
import { auditStore } from '../store/audit.js';
import { commitTogether } from '../store/batch.js';
import { usersStore } from '../store/users.js';
import { removeAccount, type RemovedAccount } from './account-removal.js';
import { auditWrite } from './audit.js';
import { isOwnPicture } from './pictures.js';
import { handOn, owe } from './work/owed.js';

function requireAdmin(caller: Caller, message: string) {
  if (!permissions.manageUsers(caller.role)) throw forbidden(message);
}

/** A profile picture: the caller's own upload, or the picture their sign-in provider vouches for. */
function profilePicture(caller: Caller, photoURL: string | undefined): string {
  if (photoURL) {
    if (!isOwnPicture(photoURL, 'avatar', caller.uid)) throw badRequest('Invalid photoURL: upload the picture into your own folder of our image storage first.');
    return photoURL;
  }
  // From the verified token (e.g. Google's), never from the request; only a plain https address.
  return /^https:\/\/[^\s"'<>]+$/.test(caller.picture) ? caller.picture : '';
}

/**
 * After sign-up or Google login: records the caller's own account. A new account gets the role
 * it chose (buyer or seller; "" is a buyer): the record first, then the claims, so a failure in
 * between leaves an account with less power than its record, never more, and registering again
 * finishes it. An existing one keeps its role, so a Google login never demotes a seller.
 * Nobody makes themself an admin here.
 */
export async function registerUser(caller: Caller, input: UserRegistration): Promise<{ user: User; created: boolean }> {
  if (input.email !== caller.email) throw forbidden('You can only register your own account.');
  const existing = await usersStore.get(caller.uid);
  if (existing) {
    // A registration that stopped before its claims were set is finished now.
    const account = await accountsStore.get(caller.uid);
    if (account && account.customClaims?.role !== existing.role) {
      await accountsStore.setClaims(caller.uid, { role: existing.role, sellerVerify: existing.sellerVerify, adminVerify: existing.adminVerify });
    }
    return { user: existing, created: false };
  }
  const role: Role = input.role === 'seller' ? 'seller' : 'buyer';
  const user: User = {
    _id: caller.uid,
    displayName: input.displayName,
    email: caller.email,
    role,
    sellerVerify: false,
    adminVerify: false,
    photoURL: profilePicture(caller, input.photoURL),
  };
  await usersStore.put(user);
  await accountsStore.setClaims(caller.uid, { role, sellerVerify: false, adminVerify: false });
  return { user, created: true };
}

/** POST /user {email}: the caller's own record; an admin may look up anyone. */
export async function lookupUser(caller: Caller, email: string): Promise<User> {
  if (email !== caller.email && !permissions.actForOthers(caller.role)) {
    throw forbidden('You can only look up your own account.');
  }
  const user = email === caller.email ? await usersStore.get(caller.uid) : await usersStore.findByEmail(email);
  if (user) return user;
  if (email !== caller.email) throw notFound('No user with that e-mail.');
  // Signed in but not registered yet (e.g. the registration call failed): answer from the token.
  return {
    _id: caller.uid,
    displayName: caller.name,
    email: caller.email,
    role: caller.role,
    sellerVerify: caller.sellerVerify,
    adminVerify: caller.adminVerify,
    photoURL: caller.picture,
  };
}

/** GET /user/all | seller | admin. "all" is the buyers, as the All Buyer tab expects. */
export async function listUsers(caller: Caller, type: 'all' | 'seller' | 'admin'): Promise<User[]> {
  requireAdmin(caller, `Dear ${caller.name} only admin can see the users.`);
  return usersStore.listByRole(type === 'all' ? 'buyer' : type);
}

/**
 * The user an admin acts on. Admins (the caller included) are never acted on through the API:
 * only the owner changes or removes them, with `npm run grant-admin` or the console.
 */
async function actionTarget(caller: Caller, uid: string, ownerOnly: string): Promise<User> {
  const user = await usersStore.get(uid);
  if (!user) throw notFound('No such user.');
  if (user.role === 'admin' || uid === caller.uid) throw forbidden(`Dear ${caller.name} ${ownerOnly}`);
  return user;
}

/**
 * The account an admin deletes: a registered buyer or seller, or an account that signed in but
 * never registered (no record: Auth vouches for it). Never an admin, never the caller.
 */
async function deletionTarget(caller: Caller, uid: string): Promise<RemovedAccount> {
  const user = await usersStore.get(uid);
  if (user) {
    if (user.role === 'admin' || uid === caller.uid) throw forbidden(`Dear ${caller.name} only Owner/main-admin delete admin.`);
    return { uid, label: user.displayName || user.email, role: user.role };
  }
  const account = await accountsStore.get(uid);
  if (!account) throw notFound('No such user.');
  if (account.customClaims?.role === 'admin' || uid === caller.uid) throw forbidden(`Dear ${caller.name} only Owner/main-admin delete admin.`);
  return { uid, label: account.displayName || account.email || uid, role: 'buyer' };
}

/**
 * DELETE /user/{id}: admins delete buyers and sellers, and everything they left
 * (account-removal.ts); deleting again finishes a removal that was interrupted.
 */
export async function deleteUser(caller: Caller, uid: string): Promise<DeleteResult> {
  requireAdmin(caller, `Dear ${caller.name} only admin delete someone.`);
  const target = await deletionTarget(caller, uid);
  // Two admins deleting at once: the one who finishes second is told it was done.
  if ((await removeAccount(caller, target)) === 'already-removed') throw notFound('This user was already deleted.');
  return { acknowledged: true, message: `${target.label} was deleted.` };
}

/**
 * When the seller's blue tick was given: kept while the tick stays, now when it is given, gone
 * when it is taken away (a role change takes it too).
 */
function tickGivenAt(before: User, after: User, now: number): string | undefined {
  if (!after.sellerVerify) return undefined;
  return before.sellerVerify ? before.verifiedAt : new Date(now).toISOString();
}

/**
 * Applies a new role or tick: the record (with the moment the old sessions stop counting) and
 * then the claims. If the claims cannot be written the record is put back, so claims and record
 * never disagree for long; while they do, the session check refuses the account's tokens.
 * Answers the user as changed, with the date of their tick.
 */
async function applyAccountChange(caller: Caller, action: 'change-role' | 'change-verify', before: User, change: User): Promise<User> {
  const now = Date.now();
  const { verifiedAt: _earlier, ...rest } = change;
  const verifiedAt = tickGivenAt(before, change, now);
  const after: User = verifiedAt ? { ...rest, verifiedAt } : rest;
  const { _id: uid, role, sellerVerify, adminVerify } = after;
  const recorded = (u: User) => ({ role: u.role, sellerVerify: u.sellerVerify, adminVerify: u.adminVerify });
  const entry = auditStore.newId();
  // The seller's listings follow a new tick: work, however many listings there are.
  const owed = before.sellerVerify !== after.sellerVerify ? [owe('sync-seller-tick', { sellerUid: uid })] : [];
  const result = await commitTogether([
    usersStore.updateWrite(uid, { role, sellerVerify, adminVerify, verifiedAt: verifiedAt ?? null, sessionsValidAfter: now }),
    auditWrite(caller, action, { kind: 'user', id: uid, label: after.displayName || after.email }, recorded(before), recorded(after), entry),
    ...owed.map((o) => o.write),
  ]);
  if (result !== 'committed') throw notFound('No such user.');
  try {
    await accountsStore.setClaims(uid, { role, sellerVerify, adminVerify });
  } catch (error) {
    // The change is put back, and with it its entry: the trail keeps only what happened. The
    // listings' work, handed on after, finds the record as it was and changes nothing.
    const restored = { role: before.role, sellerVerify: before.sellerVerify, adminVerify: before.adminVerify, verifiedAt: before.verifiedAt ?? null };
    await commitTogether([usersStore.updateWrite(uid, restored), auditStore.retractWrite(entry)]);
    await handOn(...owed);
    throw error;
  }
  await accountsStore.revokeSessions(uid);
  await handOn(...owed);
  return after;
}

/** PUT /user/{id}/role: an admin makes a buyer a seller or a seller a buyer; admins are the owner's. */
export async function changeRole(caller: Caller, uid: string, role: Role): Promise<User> {
  requireAdmin(caller, `Dear ${caller.name} only admin can change a role.`);
  if (role === 'admin') throw forbidden(`Dear ${caller.name} only Owner/main-admin can make an admin.`);
  const user = await actionTarget(caller, uid, 'only Owner/main-admin can change an admin.');
  return applyAccountChange(caller, 'change-role', user, { ...user, role, sellerVerify: role === 'seller' ? user.sellerVerify : false, adminVerify: false });
}

/** PUT /user/{id}/verify: the blue tick of a seller (sellerVerify); an admin's tick is the owner's. */
export async function changeVerified(caller: Caller, uid: string, verified: boolean): Promise<User> {
  requireAdmin(caller, `Dear ${caller.name} only admin can verify someone.`);
  const user = await actionTarget(caller, uid, 'only Owner/main-admin can verify an admin.');
  if (user.role === 'buyer') throw badRequest('Only sellers can be verified.');
  // The tick vouches for the seller: at least their e-mail address must be proven theirs.
  if (verified && !user.sellerVerify && !(await accountsStore.get(uid))?.emailVerified) {
    throw conflict(`${user.displayName || user.email} has not confirmed their e-mail address yet: a blue tick needs a confirmed address.`);
  }
  return applyAccountChange(caller, 'change-verify', user, { ...user, sellerVerify: verified });
}
