import type { Booking, BookingInput, PageRequest } from '../contract/index.js';
import type { Caller } from './caller.js';
import { conflict, forbidden } from '../contract/errors.js';
import { bookingId, bookingsStore } from '../store/bookings.js';
import { listOwner } from './list-owner.js';
import { getProduct } from './products.js';

/**
 * POST /bookings: the buyer is the caller; the product's name, price and seller come from the
 * product. One booking per buyer and product, held by the booking's deterministic id.
 */
export async function bookProduct(caller: Caller, input: BookingInput): Promise<Booking> {
  const product = await getProduct(input.productId);
  if (product.sold) throw conflict('This machine is already sold.');
  if (product.sellerUid === caller.uid) throw forbidden('You cannot book your own product.');
  const booking: Booking = {
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
  };
  const created = await bookingsStore.create({ ...booking, buyerUid: caller.uid, sellerUid: product.sellerUid });
  if (!created) throw conflict('You have already booked this product.');
  return booking;
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
