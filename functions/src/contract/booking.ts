import { z } from 'zod';

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
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
