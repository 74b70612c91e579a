import { z } from 'zod';
import { documentId } from './fields.js';
import { MAX_PAGE_SIZE } from './lists.js';

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

/**
 * `GET /favourites/saved?productIds=a,b,c`: which of these machines (a page of cards, at most
 * 50) the caller has saved, so every card's heart shows its state from one call.
 */
export const savedMachinesQuerySchema = z.strictObject({
  productIds: z
    .string()
    .transform((ids) => ids.split(','))
    .pipe(z.array(documentId, { error: 'productIds must be ids separated by commas' }).min(1).max(MAX_PAGE_SIZE, `productIds may name at most ${MAX_PAGE_SIZE} machines`))
    .meta({ description: `1 to ${MAX_PAGE_SIZE} product ids, separated by commas.` }),
});

/** The answer: those of the asked machines the caller saved. */
export const savedMachinesSchema = z.object({ productIds: z.array(z.string()) });
export type SavedMachines = z.infer<typeof savedMachinesSchema>;
