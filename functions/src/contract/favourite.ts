import { z } from 'zod';

/**
 * A machine a buyer keeps an eye on: its summary, the price when it was saved and the price now,
 * whether it sold or left the marketplace. No seller contact data: a withdrawn machine stays in
 * the list so the buyer sees what happened.
 */
export const favouriteSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  picture: z.string(),
  categorySize: z.string(),
  location: z.string(),
  savedPrice: z.number(),
  resalePrice: z.number(),
  priceDropped: z.boolean(),
  sold: z.boolean(),
  withdrawn: z.boolean(),
  /** ISO date-time. */
  savedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
