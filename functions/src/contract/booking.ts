import { z } from 'zod';

/**
 * Where a booking stands: `requested` when made; `withdrawn` when the machine's seller is gone
 * (their account was deleted), so the buyer sees why nothing will come of it.
 */
export const bookingStatusSchema = z.enum(['requested', 'withdrawn']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A booking of a product by a buyer; `_id` is shown as the transaction id (Trx Id). */
export const bookingSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productId: z.string(),
  sellerEmail: z.string(),
  resalePrice: z.number(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerNumber: z.string(),
  buyerLocation: z.string(),
  status: bookingStatusSchema,
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
