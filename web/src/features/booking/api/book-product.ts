import { bookingInputSchema, type BookingInput } from '@contract';
import { api } from '@/lib/api-client';
import { one } from '@/lib/answers';

/** What the buyer types in the booking modal; the contract's own rules and messages. */
export const bookingDetailsSchema = bookingInputSchema.pick({ buyerNumber: true, buyerLocation: true });
export type BookingDetails = Pick<BookingInput, 'buyerNumber' | 'buyerLocation'>;

/**
 * `POST /bookings`. Only the product and the buyer's contact go up: the server takes the product's
 * name, price and seller from the product and the buyer's name and e-mail from the token.
 */
export function bookProduct(productId: string, details: BookingDetails) {
  return api('/bookings', { method: 'POST', body: { productId, ...details }, answer: one('bookingSchema') });
}
