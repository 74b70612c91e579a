import { Router } from 'express';
import { z } from 'zod';
import { bookingInputSchema, bookingSchema, ownerQuerySchema, pageRequest } from '../contract/index.js';
import { bookProduct, myBookings, myBuyers } from '../domain/bookings.js';
import { route } from '../http/route.js';


export const bookingsRouter = Router();

bookingsRouter.post(
  '/bookings',
  route({ access: 'signed-in', body: bookingInputSchema, answer: bookingSchema }, async ({ caller, body }) => {
    const booking = await bookProduct(caller, body);
    return { status: 201, message: `Dear ${booking.buyerName}, Your Successfully Booked.`, data: booking };
  }),
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
