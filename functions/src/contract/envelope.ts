import { z } from 'zod';

/** Every answer of the API, errors included: `{ success, message, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export type Envelope<T> = { success: boolean; message: string; data: T };

/**
 * A page of a list: the items in `data`, the cursor of the next page beside it (null at the end);
 * lists that count say how many items there are in all (`total`), and the notifications how many
 * of them are unread (`unread`, counted up to 100). A count that grows with the data is exact up
 * to 1,000: past that `total` is 1000 and `totalCapped` true ("1,000+").
 */
export type Page<T> = Envelope<T[]> & { next: string | null; total?: number; totalCapped?: true; unread?: number };

export const pageSchema = <T extends z.ZodType>(item: T) =>
  envelopeSchema(z.array(item)).extend({
    next: z.string().nullable(),
    total: z.number().int().optional(),
    totalCapped: z.literal(true).optional(),
    unread: z.number().int().optional(),
  });
