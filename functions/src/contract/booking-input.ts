import { z } from 'zod';
import { documentId, phoneDigits, text } from './fields.js';

/**
 * A booking request. Earlier clients also sent the product name, price, seller e-mail and the
 * buyer's name and e-mail: they are accepted for compatibility and ignored, since the server takes
 * them from the product and from the caller's token.
 */
export const bookingInputSchema = z.strictObject({
  productId: documentId,
  buyerNumber: phoneDigits('Phone Number'),
  buyerLocation: text('Location', 200, 2),
  productName: z.string().max(500).optional(),
  sellerEmail: z.string().max(500).optional(),
  resalePrice: z.union([z.number(), z.string().max(50)]).optional(),
  buyerName: z.string().max(500).optional(),
  buyerEmail: z.string().max(500).optional(),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;
