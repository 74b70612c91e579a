import { z } from 'zod';
import { bookingSchema, bookingStatusChangeSchema } from '../booking.js';
import { bookingInputSchema } from '../booking-input.js';
import { documentId } from '../fields.js';
import { ownerQuerySchema } from '../lists.js';
import { operation } from './operation.js';

export const requestBooking = operation({
  id: 'requestBooking',
  method: 'post',
  path: '/bookings',
  tag: 'Bookings',
  summary: 'Ask to buy a machine',
  who: 'signed-in',
  description:
    'Requests a machine (`status: "requested"`): not your own, not sold, one open request per buyer (after a decline or a cancellation, a new one). The seller is told. The product name, price and the parties come from the product and the token, never from the body.',
  access: 'signed-in',
  body: bookingInputSchema,
  answer: bookingSchema,
  statuses: [201],
  errors: [403, 404, 409],
});

export const changeBookingStatus = operation({
  id: 'changeBookingStatus',
  method: 'put',
  path: '/bookings/{id}/status',
  tag: 'Bookings',
  summary: 'Accept, decline or cancel a booking',
  who: 'the seller: `accepted` / `declined`; the buyer: `cancelled`',
  description:
    'Moves the booking; of two moves at once exactly one is made, the other is a 409 whose `data` is the booking as it now stands. Anyone else gets the 404 of a missing booking.',
  access: 'signed-in',
  params: z.strictObject({ id: documentId }),
  body: bookingStatusChangeSchema,
  answer: bookingSchema,
  errors: [403, 404, 409],
});

export const myBookings = operation({
  id: 'myBookings',
  method: 'get',
  path: '/mybooking',
  tag: 'Bookings',
  summary: 'Bookings a buyer made',
  who: 'the buyer (an admin: anyone)',
  access: 'signed-in',
  query: ownerQuerySchema,
  answer: z.array(bookingSchema),
  page: ['next'],
  errors: [403, 404],
});

export const myBuyers = operation({
  id: 'myBuyers',
  method: 'get',
  path: '/mybuyer',
  tag: 'Bookings',
  summary: "Bookings of a seller's machines",
  who: 'the seller (an admin: anyone)',
  access: 'signed-in',
  query: ownerQuerySchema,
  answer: z.array(bookingSchema),
  page: ['next'],
  errors: [403, 404],
});
