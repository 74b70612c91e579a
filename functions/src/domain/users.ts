import { permissions, type DeleteResult, type Role, type User, type UserRegistration } from '../contract/index.js';
import type { Caller } from '../http/caller.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { accountsStore } from '../store/accounts.js';
import { productsStore } from '../store/products.js';
import { usersStore } from '../store/users.js';

function requireAdmin(caller: Caller, message: string) {
  if (!permissions.manageUsers(caller.role)) throw forbidden(message);
}

/**
 * After sign-up or Google login: records the caller's own account. A new account gets the role
 * it chose (buyer or seller; "" is a buyer) as custom claims; an existing one keeps its role,
 * so a Google login never demotes a seller. Nobody makes themself an admin here.
 */
export async function registerUser(caller: Caller, input: UserRegistration): Promise<{ user: User; created: boolean }> {
  if (input.email !== caller.email) throw forbidden('You can only register your own account.');
  const existing = await usersStore.get(caller.uid);
  if (existing) return { user: existing, created: false };
  const role: Role = input.role === 'seller' ? 'seller' : 'buyer';
  const user: User = {
    _id: caller.uid,
    displayName: input.displayName,
    email: caller.email,
    role,
    sellerVerify: false,
    adminVerify: false,
    photoURL: input.photoURL || caller.picture,
  };
  await accountsStore.setClaims(caller.uid, { role, sellerVerify: false, adminVerify: false });
  await usersStore.put(user);
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

async function target(uid: string): Promise<User> {
  const user = await usersStore.get(uid);
  if (!user) throw notFound('No such user.');
  return user;
}

/** DELETE /user/{id}: admins delete buyers and sellers; admins are never deleted here. */
export async function deleteUser(caller: Caller, uid: string): Promise<DeleteResult> {
  requireAdmin(caller, `Dear ${caller.name} only admin delete someone.`);
  const user = await target(uid);
  if (!permissions.deleteUser(caller.role, user.role)) throw forbidden(`Dear ${caller.name} only Owner/main-admin delete admin.`);
  const accountExisted = await accountsStore.delete(uid);
  await usersStore.delete(uid);
  // Two admins deleting at once: the second finds the account gone and says so.
  if (!accountExisted) throw notFound('This user was already deleted.');
  return { acknowledged: true, message: `${user.displayName || user.email} was deleted.` };
}

/** PUT /user/{id}/role: an admin makes a user a buyer, seller or admin. */
export async function changeRole(caller: Caller, uid: string, role: Role): Promise<User> {
  requireAdmin(caller, `Dear ${caller.name} only admin can change a role.`);
  if (uid === caller.uid) throw forbidden('You cannot change your own role.');
  const user = await target(uid);
  if (user.role === 'admin') throw forbidden(`Dear ${caller.name} only Owner/main-admin can change an admin.`);
  const updated: User = {
    ...user,
    role,
    sellerVerify: role === 'seller' ? user.sellerVerify : false,
    adminVerify: role === 'admin' ? user.adminVerify : false,
  };
  await accountsStore.setClaims(uid, { role, sellerVerify: updated.sellerVerify, adminVerify: updated.adminVerify });
  await usersStore.update(uid, { role, sellerVerify: updated.sellerVerify, adminVerify: updated.adminVerify });
  await accountsStore.revokeSessions(uid);
  if (user.sellerVerify !== updated.sellerVerify) await productsStore.setSellerVerify(uid, updated.sellerVerify);
  return updated;
}

/** PUT /user/{id}/verify: the blue tick of a seller (sellerVerify) or an admin (adminVerify). */
export async function changeVerified(caller: Caller, uid: string, verified: boolean): Promise<User> {
  requireAdmin(caller, `Dear ${caller.name} only admin can verify someone.`);
  const user = await target(uid);
  if (user.role === 'buyer') throw badRequest('Only sellers and admins can be verified.');
  const updated: User = user.role === 'seller' ? { ...user, sellerVerify: verified } : { ...user, adminVerify: verified };
  await accountsStore.setClaims(uid, { role: user.role, sellerVerify: updated.sellerVerify, adminVerify: updated.adminVerify });
  await usersStore.update(uid, { sellerVerify: updated.sellerVerify, adminVerify: updated.adminVerify });
  await accountsStore.revokeSessions(uid);
  if (user.role === 'seller') await productsStore.setSellerVerify(uid, verified);
  return updated;
}
