import type { Account, ProfilePatch, User } from '../contract/index.js';
import { badRequest, notFound } from '../contract/errors.js';
import { accountsStore } from '../store/accounts.js';
import { commitTogether } from '../store/batch.js';
import { bookingsStore } from '../store/bookings.js';
import { notificationsStore } from '../store/notifications.js';
import { productsStore } from '../store/products.js';
import { usersStore } from '../store/users.js';
import type { Caller } from './caller.js';
import { myAccount } from './own-account.js';
import { isOwnPicture } from './pictures.js';
import { logProblem } from './problems.js';
import { handOn, owe } from './work/owed.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/**
 * PATCH /user/me: the person's own name, photo, phone and location. The record changes at once;
 * the copies other people see (the seller's name and phone on their listings, the buyer's name
 * on their requests and the sellers' notifications about them) follow through owed work, a page
 * at a time, however many there are. Auth's profile follows too, so the next tokens carry the name.
 */
export async function updateProfile(caller: Caller, patch: ProfilePatch): Promise<Account> {
  const before = await usersStore.get(caller.uid);
  if (!before) throw notFound('Finish signing up first: this account has no profile yet.');
  if (patch.photoURL && !isOwnPicture(patch.photoURL, 'avatar', caller.uid)) {
    throw badRequest('Invalid photoURL: upload the picture into your own folder of our image storage first.');
  }
  const cleared = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const nameChanged = patch.displayName !== undefined && patch.displayName !== before.displayName;
  const phoneChanged = patch.phone !== undefined && patch.phone !== (before.phone ?? '');
  const owed = nameChanged || phoneChanged ? [owe('sync-profile', { uid: caller.uid })] : [];
  const result = await commitTogether([
    usersStore.updateWrite(caller.uid, { displayName: patch.displayName, photoURL: patch.photoURL, phone: cleared(patch.phone), location: cleared(patch.location) }),
    ...owed.map((o) => o.write),
  ]);
  if (result !== 'committed') throw notFound('This account was deleted.');
  if (patch.displayName !== undefined || patch.photoURL !== undefined) {
    try {
      await accountsStore.setProfile(caller.uid, { displayName: patch.displayName, photoURL: patch.photoURL === '' ? null : patch.photoURL });
    } catch (error) {
      // The record is what the marketplace shows; Auth's copy only names the next tokens.
      logProblem('the Auth profile did not follow a profile change', error);
    }
  }
  await handOn(...owed);
  return myAccount(caller);
}

/** Listings a page of `sync-profile` reads and writes (one write each). */
const LISTINGS_PER_PAGE = PAGE_WRITES;
/** Bookings a page reads: one write each, and the notifications about them (up to 4 each). */
const BOOKINGS_PER_PAGE = 30;
const NOTICES_PER_PAGE = PAGE_WRITES - BOOKINGS_PER_PAGE;

/** What a listing of this seller shows: the record's name, and its phone when it has one. */
const listingShows = (user: User) => ({ sellerName: user.displayName, ...(user.phone ? { sellerNumber: user.phone } : {}) });

/**
 * One page of `sync-profile`: the copies of a person's name (and a seller's phone) follow their
 * record. The cursor is the step (`listings` as a seller, then `bookings` as a buyer) and the
 * page cursor within it. Each page reads the record as it is now, so of several changes the last
 * one's values are what every copy ends with; running a page twice writes the same values.
 */
export async function syncProfilePage({ uid }: { uid: string }, cursor: string | null): Promise<Page> {
  const user = await usersStore.get(uid);
  if (!user) return DONE;
  const [step, after] = (cursor ?? 'listings|').split('|') as ['listings' | 'bookings', string];
  const page = { limit: step === 'listings' ? LISTINGS_PER_PAGE : BOOKINGS_PER_PAGE, cursor: after || undefined };
  if (step === 'listings') {
    const { items, next } = await productsStore.pageBySeller(uid, page);
    const shows = listingShows(user);
    const writes = items.filter((p) => p.sellerName !== shows.sellerName || (shows.sellerNumber && p.sellerNumber !== shows.sellerNumber)).map((p) => productsStore.sellerProfileWrite(p._id, shows));
    return { writes, next: next ? `listings|${next}` : 'bookings|' };
  }
  const { items, next } = await bookingsStore.pageByBuyer(uid, page);
  const stale = items.filter((b) => b.buyerName !== user.displayName);
  const notices = await notificationsStore.aboutBookings(
    stale.map((b) => b._id),
    NOTICES_PER_PAGE,
  );
  const writes = stale.map((b) => bookingsStore.buyerNameWrite(b._id, user.displayName));
  for (const notice of notices) {
    // The sentences that name the buyer start with the name they had (notices.ts).
    const named = stale.find((b) => notice.message.startsWith(`${b.buyerName} `));
    if (named) writes.push(notificationsStore.messageWrite(notice.id, `${user.displayName}${notice.message.slice(named.buyerName.length)}`));
  }
  return { writes, next: next ? `bookings|${next}` : null };
}
