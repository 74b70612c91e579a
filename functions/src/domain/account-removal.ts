import type { Role } from '../contract/index.js';
import { accountsStore } from '../store/accounts.js';
import { commitTogether, type Write } from '../store/batch.js';
import { bookingsStore, type StoredBooking } from '../store/bookings.js';
import { favouritesStore } from '../store/favourites.js';
import { notificationsStore } from '../store/notifications.js';
import { picturesStore } from '../store/pictures.js';
import { productsStore } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { savedSearchesStore } from '../store/saved-searches.js';
import { usersStore } from '../store/users.js';
import { auditWrite } from './audit.js';
import type { Caller } from './caller.js';
import { notify } from './notices.js';
import { watchers } from './watchers.js';

/** The account being removed, as the audit trail names it. */
export type RemovedAccount = { uid: string; label: string; role: Role };

/**
 * Removes an account and everything it left: its sessions end first, then the Auth account,
 * then its listings (their buyers' bookings withdrawn), its own bookings (a deal it had is off
 * and the machine back on sale), the notifications about them, its saved searches, favourites
 * and pictures, and last the record, in one batch with the audit entry. A removal interrupted
 * half-way is finished by removing again, and the trail records it once, when it is done.
 * Resolves 'already-removed' when another removal finished first.
 */
export async function removeAccount(actor: Pick<Caller, 'uid' | 'email' | 'name'>, account: RemovedAccount): Promise<'removed' | 'already-removed'> {
  const { uid } = account;
  await usersStore.endSessions(uid, Date.now());
  await accountsStore.delete(uid);
  await watchers.sellerRemoved(uid);
  await productsStore.removeBySeller(uid);
  await bookingsStore.withdrawForSeller(uid);
  await notificationsStore.removeAboutBookings(await dropBookingsOf(uid));
  await notificationsStore.removeAllOf(uid);
  await savedSearchesStore.removeAllOf(uid);
  await favouritesStore.removeAllOf(uid);
  await picturesStore.removeAllOf(uid);
  const entry = auditWrite(actor, 'delete-user', { kind: 'user', id: uid, label: account.label }, { role: account.role }, null, `delete-user_${uid}`);
  if ((await commitTogether([usersStore.deleteWrite(uid), entry])) === 'committed') return 'removed';
  await usersStore.delete(uid);
  return 'already-removed';
}

/**
 * Removes the bookings a deleted buyer made, resolving their ids. An open one is removed as it
 * was read (guarded as every move of a booking; one moved meanwhile is read again); an accepted
 * deal takes its sale with it, the machine goes back on sale and the seller is told.
 */
async function dropBookingsOf(buyerUid: string): Promise<string[]> {
  const dropped: string[] = [];
  for (let round = 0; round < 5; round++) {
    const open = await bookingsStore.openOfBuyer(buyerUid);
    if (!open.length) break;
    for (const booking of open) if (await dropBooking(booking)) dropped.push(booking._id);
  }
  return [...dropped, ...(await bookingsStore.removeClosedOfBuyer(buyerUid))];
}

async function dropBooking(booking: StoredBooking): Promise<boolean> {
  const gone = bookingsStore.removeWrites(booking);
  if (booking.status !== 'accepted' || (await salesStore.bookingOf(booking.productId)) !== booking._id) return (await commitTogether(gone)) === 'committed';
  const dealOff: Write[] = [salesStore.deleteWrite(booking.productId), notify.buyerLeft(booking)];
  const result = await commitTogether([...gone, ...dealOff, productsStore.soldWrite(booking.productId, false)]);
  // The machine itself may be gone meanwhile: the deal still ends.
  if (result === 'not-found') return (await commitTogether([...gone, salesStore.deleteWrite(booking.productId)])) === 'committed';
  return result === 'committed';
}
