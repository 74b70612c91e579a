import { DELETED_ACCOUNT, type Role } from '../contract/index.js';
import { accountsStore } from '../store/accounts.js';
import { commitTogether, type Write } from '../store/batch.js';
import { conversationsStore } from '../store/conversations.js';
import { listingStats } from '../store/listing-stats.js';
import { messagesStore } from '../store/messages.js';
import { bookingsStore, type StoredBooking } from '../store/bookings.js';
import { favouritesStore } from '../store/favourites.js';
import { notificationsStore } from '../store/notifications.js';
import { picturesStore } from '../store/pictures.js';
import { productsStore } from '../store/products.js';
import { removalsStore } from '../store/removals.js';
import { reportsStore } from '../store/reports.js';
import { salesStore } from '../store/sales.js';
import { savedSearchesStore } from '../store/saved-searches.js';
import { usersStore } from '../store/users.js';
import { auditWrite } from './audit.js';
import type { Caller } from './caller.js';
import { notify } from './notices.js';
import { logProblem } from './problems.js';
import { tellWatchersOfRemovedSeller } from './watchers.js';
import { handOn, owe, type Owed } from './work/owed.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/** The account being removed, as the audit trail names it. */
export type RemovedAccount = { uid: string; label: string; role: Role };

/**
 * Removes an account, in a bounded number of reads and writes however much it left: one batch
 * turns its record into a tombstone (every session ends, no list finds it), names it among the
 * removals in progress (its listings show nowhere from now on), writes the audit entry (once: a
 * second removal finds it and answers 'already-removed') and records the work of removing
 * everything else (`remove-account`, below). Then the Auth account goes, so nobody signs in
 * as it again (the work tries again at its end if that failed).
 */
export async function removeAccount(actor: Pick<Caller, 'uid' | 'email' | 'name'>, account: RemovedAccount): Promise<'removed' | 'already-removed'> {
  const { uid } = account;
  const owed = owe('remove-account', { uid });
  const entry = auditWrite(actor, 'delete-user', { kind: 'user', id: uid, label: account.label }, { role: account.role }, null, `delete-user_${uid}`);
  const result = await commitTogether([usersStore.tombstoneWrite(uid, Date.now()), removalsStore.addWrite(uid), entry, owed.write]);
  if (result === 'already-exists') return 'already-removed';
  try {
    await accountsStore.delete(uid);
  } catch (error) {
    logProblem('the Auth account of a removed user was not deleted yet: its removal work will', error);
  }
  await handOn(owed);
  return 'removed';
}

/** The steps of `remove-account`, in order; its cursor names the step it is at. */
const STEPS = ['watchers', 'listings', 'insights', 'bookings-to-seller', 'bookings-of-buyer', 'messages', 'conversations', 'reports-made', 'reports-about', 'notifications', 'saved-searches', 'favourites', 'pictures', 'account'] as const;
type Step = (typeof STEPS)[number];

/** The page's writes, and whether its step has more to do after them. */
type StepPage = { writes: Write[]; more: boolean; owed?: Owed[] };

const BOOKINGS_OF_BUYER_PER_PAGE = 30;

const STEP_PAGES: Record<Step, (uid: string, workId: string) => Promise<StepPage>> = {
  /** Those who saved the seller's machines hear that they left. */
  watchers: async (uid, workId) => {
    const page = await tellWatchersOfRemovedSeller(uid, workId);
    return { writes: page.writes, more: page.next !== null };
  },
  /** The seller's listings leave the catalog, its totals and the price guide, with their sales and counts (9 writes each). */
  listings: async (uid) => {
    const writes = await productsStore.removalPage(uid, Math.floor((PAGE_WRITES - 1) / 9));
    return { writes, more: writes.length > 0 };
  },
  /** The seller's counts summed over their listings. */
  insights: async (uid) => ({ writes: listingStats.removeSellerWrites(uid), more: false }),
  /** Bookings of the seller's machines: open ones end withdrawn (their buyers told), all forget the seller. */
  'bookings-to-seller': async (uid) => {
    const bookings = await bookingsStore.ofSeller(uid, Math.floor(PAGE_WRITES / 3));
    const writes = bookings.flatMap((b) => [...bookingsStore.forgetSellerWrites(b), ...(isOpen(b) ? [notify.withdrawn(b, b.productName)] : [])]);
    return { writes, more: bookings.length > 0 };
  },
  /**
   * Bookings the buyer made go, and every notification about them (the sellers', naming the
   * buyer, included); an accepted deal is off: the sale goes and the machine is back on sale.
   */
  'bookings-of-buyer': async (uid) => {
    const bookings = await bookingsStore.ofBuyer(uid, BOOKINGS_OF_BUYER_PER_PAGE);
    const told = await notificationsStore.idsAboutBookings(
      bookings.map((b) => b._id),
      PAGE_WRITES - 8 * BOOKINGS_OF_BUYER_PER_PAGE,
    );
    const owed: Owed[] = [];
    const writes: Write[] = told.map((id) => notificationsStore.deleteWrite(id));
    for (const booking of bookings) writes.push(...(await dropBooking(booking, owed)));
    return { writes: [...writes, ...owed.map((o) => o.write)], more: bookings.length > 0, owed };
  },
  /** The messages it wrote go; the other party sees "deleted account" and no words. */
  messages: async (uid) => removal(await messagesStore.idsBy(uid, PAGE_WRITES), messagesStore.deleteWrite),
  /** It leaves its conversations, which stay readable to the other party. */
  conversations: async (uid) => {
    const left = await conversationsStore.ofParty(uid, PAGE_WRITES);
    return { writes: left.map((c) => conversationsStore.leaveWrite(c, uid)), more: left.length > 0 };
  },
  /** The reports it made go (the counts stay: they were other people's concern too). */
  'reports-made': async (uid) => removal(await reportsStore.entryIdsBy(uid, PAGE_WRITES), reportsStore.entryDeleteWrite),
  /** Reports about its listings and messages keep no name and no words of it. */
  'reports-about': async (uid) => {
    const about = await reportsStore.about(uid, PAGE_WRITES);
    return { writes: about.map((r) => reportsStore.forgetOwnerWrite(r, DELETED_ACCOUNT, `A message of a ${DELETED_ACCOUNT}`)), more: about.length > 0 };
  },
  notifications: async (uid) => removal(await notificationsStore.idsOf(uid, PAGE_WRITES), notificationsStore.deleteWrite),
  'saved-searches': async (uid) => removal(await savedSearchesStore.idsOf(uid, PAGE_WRITES), savedSearchesStore.deleteWrite),
  favourites: async (uid) => removal(await favouritesStore.idsOf(uid, PAGE_WRITES), favouritesStore.deleteWrite),
  /** The pictures it uploaded (Cloud Storage, or the local uploads folder): removing them again changes nothing. */
  pictures: async (uid) => {
    await picturesStore.removeAllOf(uid);
    return { writes: [], more: false };
  },
  /** Last, the Auth account (if it is still there) and the tombstone; the account leaves the removals in progress. */
  account: async (uid) => {
    await accountsStore.delete(uid);
    return { writes: [usersStore.deleteWrite(uid), removalsStore.removeWrite(uid)], more: false };
  },
};

const isOpen = (b: StoredBooking) => b.status === 'requested' || b.status === 'accepted';

function removal(ids: string[], deleteWrite: (id: string) => Write): StepPage {
  return { writes: ids.map(deleteWrite), more: ids.length > 0 };
}

/** The writes that drop one booking of a removed buyer (8 at most); an accepted deal puts the machine back on sale. */
async function dropBooking(booking: StoredBooking, owed: Owed[]): Promise<Write[]> {
  const gone = bookingsStore.removeWrites(booking);
  if (booking.status !== 'accepted' || (await salesStore.bookingOf(booking.productId)) !== booking._id) return gone;
  const machine = await productsStore.get(booking.productId);
  if (!machine) return [...gone, salesStore.deleteWrite(booking.productId)];
  const backOnSale = owe('tell-watchers', { productId: booking.productId, productName: booking.productName, event: 'back-on-sale' });
  owed.push(backOnSale);
  return [...gone, salesStore.deleteWrite(booking.productId), ...productsStore.soldWrites(machine, false), notify.buyerLeft(booking)];
}

/** One page of `remove-account`: a bounded piece of its current step; the cursor is the step. */
export async function removeAccountPage({ uid }: { uid: string }, cursor: string | null, workId: string): Promise<Page & { owed?: Owed[] }> {
  const step = (cursor ?? STEPS[0]) as Step;
  const at = STEPS.indexOf(step);
  if (at < 0) return DONE;
  const page = await STEP_PAGES[step](uid, workId);
  const next = page.more ? step : (STEPS[at + 1] ?? null);
  return { writes: page.writes, next, owed: page.owed };
}
