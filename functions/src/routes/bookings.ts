import { Router } from 'express';
import { pageRequest, type BookingInput, type BookingStatus } from '../contract/index.js';
import * as calls from '../contract/operations/bookings.js';
import { myBookings, myBuyers, prepareBooking } from '../domain/bookings.js';
import { changeBookingStatus } from '../domain/deals.js';
import { serve } from '../http/serve.js';

export const bookingsRouter = Router();

const STATUS_MESSAGES: Record<BookingStatus, (product: string) => string> = {
  requested: (product) => `Your request for ${product} is waiting for the seller.`,
  accepted: (product) => `Accepted: ${product} is sold to this buyer; the other requests are declined.`,
  declined: (product) => `The request for ${product} is declined.`,
  cancelled: (product) => `The request for ${product} is cancelled.`,
  withdrawn: (product) => `The request for ${product} is withdrawn.`,
};

serve(
  bookingsRouter,
  calls.requestBooking,
  async ({ caller, before: book }) => {
    const booking = await book(caller);
    return { status: 201, message: `Dear ${booking.buyerName}, Your Successfully Booked.`, data: booking };
  },
  // The machine is read beside the session check; the booking is written after it.
  ({ body }: { body: BookingInput }) => prepareBooking(body),
);

serve(bookingsRouter, calls.changeBookingStatus, async ({ caller, params, body }) => {
  const booking = await changeBookingStatus(caller, params.id, body);
  return { message: STATUS_MESSAGES[booking.status](booking.productName), data: booking };
});

serve(bookingsRouter, calls.myBookings, async ({ caller, query }) => {
  const { items, next } = await myBookings(caller, query.email, pageRequest(query));
  return { message: `${items.length} bookings.`, data: items, next };
});

serve(bookingsRouter, calls.myBuyers, async ({ caller, query }) => {
  const { items, next } = await myBuyers(caller, query.email, pageRequest(query));
  return { message: `${items.length} bookings of your products.`, data: items, next };
});
