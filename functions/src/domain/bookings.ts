import { conflict, forbidden, notFound, OPEN_BOOKING_STATUSES, type Booking, type BookingInput, type BookingStatusChange, type PageRequest, type Product } from '../contract/index.js';
import { commitTogether, MAX_WRITES, type Write } from '../store/batch.js';
import { bookingId, bookingsStore, type StoredBooking } from '../store/bookings.js';
import { productsStore } from '../store/products.js';
import { salesStore } from '../store/sales.js';
import type { Caller } from './caller.js';
import { listOwner } from './list-owner.js';
import { notify } from './notices.js';
import { getProduct } from './products.js';
import { watchers } from './watchers.js';

/** A booking as answered: without the parties' account ids. */
function answer(stored: StoredBooking): Booking {
  const { buyerUid: _buyer, sellerUid: _seller, ...booking } = stored;
  return booking;
}

/**
 * POST /bookings: the buyer is the caller; the product's name, price and seller come from the
 * product (`input.productId`, read by the route as `product`). One booking per buyer and
 * machine, held by its deterministic id: a second request while the first is open is refused;
 * after a decline or a cancellation it is a new request. The seller is told in the same batch.
 */
export async function bookProduct(caller: Caller, input: BookingInput, product: Product): Promise<Booking> {
  if (product.sold) throw conflict('This machine is already sold.');
  if (product.sellerUid === caller.uid) throw forbidden('You cannot book your own product.');
  const stored: StoredBooking = {
    _id: bookingId(product._id, caller.uid),
    productName: product.productName,
    productId: product._id,
    sellerEmail: product.sellerEmail,
    resalePrice: product.resalePrice,
    buyerName: caller.name,
    buyerEmail: caller.email,
    buyerNumber: input.buyerNumber,
    buyerLocation: input.buyerLocation,
    status: 'requested',
    createdAt: new Date().toISOString(),
    buyerUid: caller.uid,
    sellerUid: product.sellerUid,
  };
  if ((await commitTogether([bookingsStore.createWrite(stored), notify.requested(stored)])) === 'committed') return answer(stored);
  const earlier = await bookingsStore.get(stored._id);
  if (!earlier || OPEN_BOOKING_STATUSES.includes(earlier.status)) throw conflict('You have already booked this product.');
  const again: StoredBooking = { ...earlier, ...stored, _id: earlier._id, createdAt: earlier.createdAt };
  const details = { buyerNumber: again.buyerNumber, buyerLocation: again.buyerLocation, buyerName: again.buyerName, resalePrice: again.resalePrice, productName: again.productName };
  await commitTogether([bookingsStore.requestAgainWrite(again._id, details), notify.requested(again)]);
  return answer(again);
}

/**
 * PUT /bookings/{id}/status: the seller accepts or declines a request; the buyer cancels their
 * request or their accepted deal.
 */
export async function changeBookingStatus(caller: Caller, id: string, { status }: BookingStatusChange): Promise<Booking> {
  const booking = await bookingsStore.get(id);
  if (!booking) throw notFound('No booking with that id.');
  if (status === 'cancelled') return cancel(caller, booking);
  if (booking.sellerUid !== caller.uid) throw forbidden(`Only the seller of ${booking.productName} can ${status === 'accepted' ? 'accept' : 'decline'} a request for it.`);
  if (booking.status !== 'requested') throw conflict(`This request is ${booking.status}: only a request waiting for an answer can be ${status}.`);
  return status === 'accepted' ? accept(booking) : decline(booking);
}

/**
 * Accepting sells the machine to this buyer and declines every other open request, in one step.
 * Exactly one booking of a machine can be accepted: the batch creates `sales/{productId}`, and
 * a second accept (another tab, a double click) fails whole, on every Firestore alike.
 */
async function accept(booking: StoredBooking): Promise<Booking> {
  const product = await getProduct(booking.productId);
  if (product.sold) throw conflict('This machine is already sold: another request was accepted first.');
  const others = (await bookingsStore.openFor(product._id)).filter((b) => b._id !== booking._id && b.status === 'requested');
  const declines: Write[] = others.flatMap((b) => [bookingsStore.statusWrite(b._id, 'declined'), notify.declined(b, true)]);
  const deal: Write[] = [
    salesStore.createWrite(product._id, booking._id, booking.buyerUid),
    bookingsStore.statusWrite(booking._id, 'accepted'),
    productsStore.soldWrite(product._id, true),
    notify.accepted(booking),
  ];
  // One batch holds up to 500 writes; declines past that follow in further batches.
  const first = declines.slice(0, MAX_WRITES - deal.length);
  const result = await commitTogether([...deal, ...first]);
  if (result === 'already-exists') throw conflict('This machine is already sold: another request was accepted first.');
  if (result === 'not-found') throw notFound('This machine or request is no longer on the marketplace.');
  for (let i = first.length; i < declines.length; i += MAX_WRITES) await commitTogether(declines.slice(i, i + MAX_WRITES));
  await watchers.sold(product);
  return answer({ ...booking, status: 'accepted' });
}

async function decline(booking: StoredBooking): Promise<Booking> {
  const result = await commitTogether([bookingsStore.statusWrite(booking._id, 'declined'), notify.declined(booking, false)]);
  if (result === 'not-found') throw notFound('No booking with that id.');
  return answer({ ...booking, status: 'declined' });
}

/** The buyer cancels a request, or an accepted deal, which puts the machine back on sale. */
async function cancel(caller: Caller, booking: StoredBooking): Promise<Booking> {
  if (booking.buyerUid !== caller.uid) throw forbidden('Only the buyer who made this request can cancel it.');
  if (!OPEN_BOOKING_STATUSES.includes(booking.status)) throw conflict(`This request is ${booking.status} already: only an open request or deal can be cancelled.`);
  const wasAccepted = booking.status === 'accepted';
  const writes: Write[] = [bookingsStore.statusWrite(booking._id, 'cancelled'), notify.cancelled(booking, wasAccepted)];
  const backOnSale: Write[] = wasAccepted ? [salesStore.deleteWrite(booking.productId), productsStore.soldWrite(booking.productId, false)] : [];
  let result = await commitTogether([...writes, ...backOnSale]);
  // The machine itself may be gone meanwhile: the cancellation still stands.
  if (result === 'not-found' && backOnSale.length) result = await commitTogether([...writes, salesStore.deleteWrite(booking.productId)]);
  if (result === 'not-found') throw notFound('No booking with that id.');
  if (wasAccepted) await watchers.backOnSale(booking.productId);
  return answer({ ...booking, status: 'cancelled' });
}

const NO_PAGE = { items: [], next: null };

export async function myBookings(caller: Caller, email: string, page: PageRequest) {
  const buyer = await listOwner(caller, email, 'bookings');
  return buyer === null ? NO_PAGE : bookingsStore.pageByBuyer(buyer, page);
}

export async function myBuyers(caller: Caller, email: string, page: PageRequest) {
  const seller = await listOwner(caller, email, 'buyers');
  return seller === null ? NO_PAGE : bookingsStore.pageBySeller(seller, page);
}
