import { MAX_PAGE_SIZE, OPEN_BOOKING_STATUSES, type Booking } from '@contract';
import { api } from '@/lib/api-client';
import { page } from '@/lib/answers';

/**
 * How many pages of the buyer's bookings to look through. The API has no question "has this
 * buyer asked for this machine?", and lists bookings newest first: a request still open is
 * nearly always among the first few. Past them, the API itself still refuses a second request.
 */
const PAGES_TO_LOOK_THROUGH = 4;

/**
 * The buyer's open request (waiting for the seller, or accepted) for this machine, or null, read
 * from their own bookings (`GET /mybooking?email=`, a page at a time).
 */
export async function findOpenRequest(buyerEmail: string, productId: string, signal?: AbortSignal): Promise<Booking | null> {
  let cursor: string | undefined;
  for (let read = 0; read < PAGES_TO_LOOK_THROUGH; read += 1) {
    const answer = await api('/mybooking', { query: { email: buyerEmail, limit: MAX_PAGE_SIZE, cursor }, answer: page('bookingSchema'), signal });
    const open = answer.data.find((booking) => booking.productId === productId && OPEN_BOOKING_STATUSES.includes(booking.status));
    if (open) return open;
    if (!answer.next) return null;
    cursor = answer.next;
  }
  return null;
}
