import { Router } from 'express';
import { bookingInputSchema, ownerQuerySchema } from '../contract/index.js';
import { bookProduct, myBookings, myBuyers } from '../domain/bookings.js';
import { route } from '../http/route.js';
import { pageRequest } from './paging.js';

export const bookingsRouter = Router();

bookingsRouter.post(
  '/bookings',
  route({ access: 'signed-in', body: bookingInputSchema }, async ({ caller, body }) => {
    const booking = await bookProduct(caller, body);
    return { status: 201, message: `Dear ${booking.buyerName}, Your Successfully Booked.`, data: booking };
  }),
);

bookingsRouter.get(
  '/mybooking',
  route({ access: 'signed-in', query: ownerQuerySchema }, async ({ caller, query }) => {
    const { items, next } = await myBookings(caller, query.email, pageRequest(query));
    return { message: `${items.length} bookings.`, data: items, next };
  }),
);

bookingsRouter.get(
  '/mybuyer',
  route({ access: 'signed-in', query: ownerQuerySchema }, async ({ caller, query }) => {
    const { items, next } = await myBuyers(caller, query.email, pageRequest(query));
    return { message: `${items.length} bookings of your products.`, data: items, next };
  }),
);
