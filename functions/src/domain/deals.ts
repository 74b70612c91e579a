import { conflict, forbidden, notFound, OPEN_BOOKING_STATUSES, unavailable, type Booking, type BookingStatus, type BookingStatusChange } from '../contract/index.js';
import { commitTogether, type Write } from '../store/batch.js';
import { bookingsStore, type StoredBooking } from '../store/bookings.js';
import { marketStats } from '../store/market-stats.js';
import { productsStore } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';
import { notify } from './notices.js';
import { handOn, owe, type Owed, type WorkArgs } from './work/owed.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/**
 * Where a booking goes (docs/deals.md): the seller accepts or declines a request; the buyer
 * cancels a request or an accepted deal; a sale declines the machine's other requests and a
 * deletion withdraws them. Every move is made from the booking as it was read and guarded by
 * its version (store/guards.ts): of two moves at once exactly one is made, and the other is
 * answered 409 with the booking as it now stands.
 */

export const NO_BOOKING = 'No booking with that id.';

/** A booking as answered: without the parties' account ids and its version. */
export function answer(stored: StoredBooking): Booking {
  const { buyerUid: _buyer, sellerUid: _seller, version: _version, ...booking } = stored;
  return booking;
}

/** An accept retries this often when another request of its machine moved meanwhile. */
const ATTEMPTS = 5;

/**
 * Requests declined in the batch of the deal itself (3 writes each); the rest, and requests that
 * arrive meanwhile, are declined by the work the deal records. So an accept reads at most 104
 * documents (session, booking, machine, 101 waiting requests) and writes at most 307 (the deal's
 * 5, 300 declines, 2 records of work), however many people asked for the machine.
 */
const CLOSED_WITH_THE_DEAL = 100;

/** The 409 of a move that found its booking moved by someone else first. */
function movedMeanwhile(now: StoredBooking, wanted: BookingStatus) {
  return conflict(`This request is ${now.status} now: it changed before it could be ${wanted}.`, answer(now));
}

/** After a move that did not commit: the booking as it now stands, told as the reason. */
async function refusedBecause(booking: StoredBooking, wanted: BookingStatus): Promise<never> {
  const now = await bookingsStore.get(booking._id);
  if (!now) throw notFound(NO_BOOKING);
  if (now.version !== booking.version) throw movedMeanwhile(now, wanted);
  throw unavailable('The machine changed while this was saved. Please try again.');
}

/**
 * PUT /bookings/{id}/status: the seller accepts or declines a request; the buyer cancels their
 * request or their accepted deal. Anyone else gets the same 404 as for a booking that does not
 * exist, so a booking's id tells a stranger nothing.
 */
export async function changeBookingStatus(caller: Caller, id: string, { status }: BookingStatusChange): Promise<Booking> {
  const booking = await bookingsStore.get(id);
  if (!booking || (booking.buyerUid !== caller.uid && booking.sellerUid !== caller.uid)) throw notFound(NO_BOOKING);
  if (status === 'cancelled') return cancel(caller, booking);
  if (booking.sellerUid !== caller.uid) throw forbidden(`Only the seller of ${booking.productName} can ${status === 'accepted' ? 'accept' : 'decline'} a request for it.`);
  if (booking.status !== 'requested') throw conflict(`This request is ${booking.status}: only a request waiting for an answer can be ${status}.`, answer(booking));
  const answered = status === 'accepted' ? await accept(booking) : await decline(booking);
  await noteActive(caller.uid, 'seller');
  return answered;
}

/**
 * Accepting sells the machine to this buyer and declines its other requests. Exactly one
 * booking of a machine can be accepted: the batch creates `sales/{productId}`, so a second
 * accept fails whole. Requests beyond the first hundred, and those that arrive while the deal
 * is written, are declined by the work it records (and a request that sees the machine sold
 * declines itself: bookings.ts); its watchers are told by work too.
 */
async function accept(booking: StoredBooking): Promise<Booking> {
  for (let attempt = 1; ; attempt++) {
    const product = await productsStore.get(booking.productId);
    if (!product) throw notFound('This machine is no longer on the marketplace.');
    if (product.sold) throw conflict('This machine is already sold: another request was accepted first.', answer(booking));
    const others = (await bookingsStore.waitingFor(product._id, CLOSED_WITH_THE_DEAL + 1)).filter((b) => b._id !== booking._id);
    const deal: Write[] = [
      ...bookingsStore.moveWrites(booking, 'accepted'),
      salesStore.createWrite(product._id, booking._id, booking.buyerUid),
      ...productsStore.soldWrites(product, true),
      notify.accepted(booking),
      marketStats.eventWrite('dealsAccepted'),
    ];
    const declines = others.slice(0, CLOSED_WITH_THE_DEAL).flatMap((b) => closingWrites(b, 'declined', product.productName));
    const owed = [owe('close-requests', { productId: product._id, productName: product.productName, closing: 'declined' }), owe('tell-watchers', { productId: product._id, productName: product.productName, event: 'sold' })];
    if ((await commitTogether([...deal, ...declines, ...owed.map((o) => o.write)])) === 'committed') {
      await handOn(...owed);
      return answer({ ...booking, status: 'accepted', version: booking.version + 1 });
    }
    // The booking moved, the machine was sold or is gone, or another request moved: read again.
    const now = await bookingsStore.get(booking._id);
    if (!now) throw notFound(NO_BOOKING);
    if (now.version !== booking.version) throw movedMeanwhile(now, 'accepted');
    if (attempt === ATTEMPTS) throw unavailable('Many requests of this machine changed at once. Please try again.');
  }
}

async function decline(booking: StoredBooking): Promise<Booking> {
  const result = await commitTogether([...bookingsStore.moveWrites(booking, 'declined'), notify.declined(booking, false)]);
  if (result !== 'committed') return refusedBecause(booking, 'declined');
  return answer({ ...booking, status: 'declined', version: booking.version + 1 });
}

/** The buyer cancels a request, or an accepted deal, which puts the machine back on sale. */
async function cancel(caller: Caller, booking: StoredBooking): Promise<Booking> {
  if (booking.buyerUid !== caller.uid) throw forbidden('Only the buyer who made this request can cancel it.');
  if (!OPEN_BOOKING_STATUSES.includes(booking.status)) throw conflict(`This request is ${booking.status} already: only an open request or deal can be cancelled.`, answer(booking));
  const wasAccepted = booking.status === 'accepted';
  const writes: Write[] = [...bookingsStore.moveWrites(booking, 'cancelled'), notify.cancelled(booking, wasAccepted)];
  let result: Awaited<ReturnType<typeof commitTogether>>;
  const owed: Owed[] = [];
  if (wasAccepted) {
    // A sale is undone only by the booking it names; its watchers see it on sale again.
    const [soldTo, machine] = await Promise.all([salesStore.bookingOf(booking.productId), productsStore.get(booking.productId)]);
    const ours = soldTo === booking._id;
    if (ours && machine) owed.push(owe('tell-watchers', { productId: booking.productId, productName: booking.productName, event: 'back-on-sale' }));
    const backOnSale: Write[] = !ours ? [] : machine ? [salesStore.deleteWrite(booking.productId), ...productsStore.soldWrites(machine, false), ...owed.map((o) => o.write)] : [salesStore.deleteWrite(booking.productId)];
    result = await commitTogether([...writes, ...backOnSale]);
    // The machine itself may be gone meanwhile: the cancellation still stands, and its sale goes.
    if (result === 'not-found' && backOnSale.length) {
      owed.length = 0;
      result = await commitTogether([...writes, salesStore.deleteWrite(booking.productId)]);
    }
  } else {
    result = await commitTogether(writes);
  }
  if (result !== 'committed') return refusedBecause(booking, 'cancelled');
  await handOn(...owed);
  return answer({ ...booking, status: 'cancelled', version: booking.version + 1 });
}

/**
 * How a request (or, on a deletion, a deal) ends when its machine is sold to someone else
 * (`declined`) or leaves the marketplace (`withdrawn`), with its buyer told.
 */
export function closingWrites(booking: StoredBooking, closing: 'declined' | 'withdrawn', productName: string): Write[] {
  const told = closing === 'declined' ? notify.declined(booking, true) : notify.withdrawn(booking, productName);
  return [...bookingsStore.moveWrites(booking, closing), told];
}

/** Requests closed in one page of `close-requests` (3 writes each). */
const REQUESTS_PER_PAGE = Math.floor(PAGE_WRITES / 3);

/**
 * One page of `close-requests`: the requests still waiting on a machine that was sold (declined)
 * or taken off (withdrawn), recorded by the sale or the deletion and run after it is stored, so a
 * request written meanwhile is found here, or finds the machine sold or gone itself (bookings.ts).
 * A machine back on sale meanwhile (its deal cancelled) declines nothing more.
 */
export async function closeRequestsPage({ productId, productName, closing }: WorkArgs['close-requests']): Promise<Page> {
  if (closing === 'declined' && !(await productsStore.get(productId))?.sold) return DONE;
  const waiting = await bookingsStore.waitingFor(productId, REQUESTS_PER_PAGE);
  return { writes: waiting.flatMap((b) => closingWrites(b, closing, productName)), next: waiting.length < REQUESTS_PER_PAGE ? null : 'more' };
}
