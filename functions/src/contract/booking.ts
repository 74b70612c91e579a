import { z } from 'zod';

/**
 * Where a booking stands. `requested` when made; the seller `accepted` it (the machine is sold
 * to this buyer) or `declined` it (also when another request was accepted); the buyer
 * `cancelled` it; `withdrawn` when the machine left the marketplace (its listing or its seller
 * was deleted), so the buyer sees why nothing will come of it.
 */
export const bookingStatusSchema = z.enum(['requested', 'accepted', 'declined', 'cancelled', 'withdrawn']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** The moves a party may ask for: the seller accepts or declines, the buyer cancels. */
export const bookingStatusChangeSchema = z.strictObject({
  status: z.enum(['accepted', 'declined', 'cancelled'], { error: 'status must be "accepted", "declined" or "cancelled"' }),
});
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

/** Bookings still open: a request waiting for the seller, or an accepted deal. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'accepted'];

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
