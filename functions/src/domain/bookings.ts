import { conflict, forbidden, notFound, OPEN_BOOKING_STATUSES, type Booking, type BookingInput, type PageRequest } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { listingStats } from '../store/listing-stats.js';
import { bookingId, bookingsStore, type StoredBooking } from '../store/bookings.js';
import { productsStore, type StoredProduct } from '../store/products.js';
import { noteActive } from './activity.js';
import type { Caller } from './caller.js';
import { answer, closingWrites } from './deals.js';
import { listOwner } from './list-owner.js';
import { notify } from './notices.js';
import { getProduct } from './products.js';

/**
 * POST /bookings, in two steps. Reading the machine (`input.productId`) changes nothing, so the
 * route starts it beside the session check; the step it answers writes the booking for the caller
 * once the session is known to stand. An unknown machine fails the first step.
 */
export async function prepareBooking(input: BookingInput): Promise<(caller: Caller) => Promise<Booking>> {
  const product = await getProduct(input.productId);
  return (caller) => bookProduct(caller, input, product);
}

/**
 * The buyer is the caller; the booking's product name, price and seller come from the machine
 * read first. One booking per buyer and machine, held by its deterministic id: a second request
 * while the first is open is refused; after a decline or a cancellation it is a new request. The
 * seller is told in the same batch.
 */
async function bookProduct(caller: Caller, input: BookingInput, product: StoredProduct): Promise<Booking> {
  if (product.sold) throw conflict('This machine is already sold.');
  if (product.sellerUid === caller.uid) throw forbidden('You cannot book your own product.');
  const booking = await stillWanted(await openRequest(caller, input, product));
  await noteActive(caller.uid, 'buyer');
  return answer(booking);
}

async function openRequest(caller: Caller, input: BookingInput, product: StoredProduct): Promise<StoredBooking> {
  const fresh: StoredBooking = {
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
    version: 0,
  };
  if ((await commitTogether([bookingsStore.createWrite(fresh), notify.requested(fresh), ...listingStats.eventWrites(product, 'requests')])) === 'committed') return fresh;
  const earlier = await bookingsStore.get(fresh._id);
  if (!earlier || OPEN_BOOKING_STATUSES.includes(earlier.status)) throw conflict('You have already booked this product.');
  const again: StoredBooking = { ...earlier, ...fresh, _id: earlier._id, createdAt: earlier.createdAt, version: earlier.version + 1 };
  const details = { buyerNumber: again.buyerNumber, buyerLocation: again.buyerLocation, buyerName: again.buyerName, resalePrice: again.resalePrice, productName: again.productName };
  // Two requests again at once (a double click): the second finds the first's move made.
  if ((await commitTogether([...bookingsStore.requestAgainWrites(earlier, details), notify.requested(again), ...listingStats.eventWrites(product, 'requests')])) !== 'committed') throw conflict('You have already booked this product.');
  return again;
}

/**
 * The machine may have been sold or taken off while the request was written, after the sale or
 * the deletion looked for requests to close. Read again after writing: such a request closes
 * itself as they would have closed it (declined, or withdrawn) and says why. Of the two, at
 * least one sees the other, so no request is left waiting on a sold or deleted machine.
 */
async function stillWanted(made: StoredBooking): Promise<StoredBooking> {
  const product = await productsStore.get(made.productId);
  if (product && !product.sold) return made;
  const closed = await commitTogether(closingWrites(made, product ? 'declined' : 'withdrawn', made.productName));
  if (closed !== 'committed') {
    // The seller accepted this very request meanwhile, or the sale or deletion closed it first.
    const now = await bookingsStore.get(made._id);
    if (now && OPEN_BOOKING_STATUSES.includes(now.status)) return now;
  }
  throw product ? conflict('This machine is already sold.') : notFound('No product with that id.');
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
