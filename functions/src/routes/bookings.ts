import { Router } from 'express';
import { z } from 'zod';
import { bookingInputSchema, bookingSchema, bookingStatusChangeSchema, documentId, ownerQuerySchema, pageRequest, type BookingInput, type BookingStatus } from '../contract/index.js';
import { myBookings, myBuyers, prepareBooking } from '../domain/bookings.js';
import { changeBookingStatus } from '../domain/deals.js';
import { route } from '../http/route.js';

export const bookingsRouter = Router();

const STATUS_MESSAGES: Record<BookingStatus, (product: string) => string> = {
  requested: (product) => `Your request for ${product} is waiting for the seller.`,
  accepted: (product) => `Accepted: ${product} is sold to this buyer; the other requests are declined.`,
  declined: (product) => `The request for ${product} is declined.`,
  cancelled: (product) => `The request for ${product} is cancelled.`,
  withdrawn: (product) => `The request for ${product} is withdrawn.`,
};

bookingsRouter.post(
  '/bookings',
  route(
    // The machine is read beside the session check; the booking is written after it.
    { access: 'signed-in', body: bookingInputSchema, answer: bookingSchema, before: ({ body }: { body: BookingInput }) => prepareBooking(body) },
    async ({ caller, before: book }) => {
      const booking = await book(caller);
      return { status: 201, message: `Dear ${booking.buyerName}, Your Successfully Booked.`, data: booking };
    },
  ),
);

bookingsRouter.put(
  '/bookings/:id/status',
  route(
    { access: 'signed-in', params: z.strictObject({ id: documentId }), body: bookingStatusChangeSchema, answer: bookingSchema },
    async ({ caller, params, body }) => {
      const booking = await changeBookingStatus(caller, params.id, body);
      return { message: STATUS_MESSAGES[booking.status](booking.productName), data: booking };
    },
  ),
);

bookingsRouter.get(
  '/mybooking',
  route({ access: 'signed-in', query: ownerQuerySchema, answer: z.array(bookingSchema) }, async ({ caller, query }) => {
    const { items, next } = await myBookings(caller, query.email, pageRequest(query));
    return { message: `${items.length} bookings.`, data: items, next };
  }),
);

bookingsRouter.get(
  '/mybuyer',
  route({ access: 'signed-in', query: ownerQuerySchema, answer: z.array(bookingSchema) }, async ({ caller, query }) => {
    const { items, next } = await myBuyers(caller, query.email, pageRequest(query));
    return { message: `${items.length} bookings of your products.`, data: items, next };
  }),
);
