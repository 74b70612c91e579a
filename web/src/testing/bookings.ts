import type { Booking } from '@contract';
import { fixture } from './fixture';

/** A booking as the API answers it, of the seeded buyer for a seeded engine. */
export const testBooking = fixture<Booking>({
  _id: 'booking-1',
  productName: '4HP Water Cooled Diesel Engine (R170A)',
  productId: 'product-1',
  sellerEmail: 'seller@machinery.test',
  resalePrice: 185,
  buyerName: 'Tanvir Ahmed',
  buyerEmail: 'buyer@machinery.test',
  buyerNumber: '01711000000',
  buyerLocation: 'Rajshahi',
  status: 'requested',
  createdAt: '2026-09-01T10:00:00.000Z',
});
