import { z } from 'zod';
import { email } from './fields.js';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 50;

/** `?limit=&cursor=`: a page of a list, newest first; the cursor comes from the previous page's `next`. */
export const pageQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
    .meta({ description: `How many to answer: 1 to ${MAX_PAGE_SIZE}, ${DEFAULT_PAGE_SIZE} when absent.` })
    .optional(),
  cursor: z.string().min(1, 'cursor is not valid').max(200, 'cursor is not valid').meta({ description: 'The `next` of the previous page.' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page as the data layer reads it: how many, and after which cursor. */
export type PageRequest = { limit: number; cursor?: string };
export const pageRequest = (query: PageQuery): PageRequest => ({ limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor });

/** `?email=` of the "my ..." lists, with optional paging. */
export const ownerQuerySchema = pageQuerySchema.extend({ email: email.meta({ description: "Whose list: the caller's own e-mail (an admin: anyone's)." }) });
export type OwnerQuery = z.infer<typeof ownerQuerySchema>;
