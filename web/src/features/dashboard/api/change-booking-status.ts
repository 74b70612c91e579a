import type { Booking, BookingStatusChange } from '@contract';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { useRevalidateListing } from '@/features/catalog';
import { advertisedProductsKey } from '@/features/home';
import { api, ApiError } from '@/lib/api-client';
import { one } from '@/lib/answers';
import { myProductsKey } from '../my-products/api/get-my-products';

type Move = BookingStatusChange['status'];

/** `PUT /bookings/{id}/status`: the seller accepts or declines a request, the buyer cancels theirs. */
export function changeBookingStatus(bookingId: string, status: Move) {
  return api(`/bookings/${encodeURIComponent(bookingId)}/status`, { method: 'PUT', body: { status }, answer: one('bookingSchema') });
}

/**
 * Moves a booking and tells the user how it went with the API's own words. Whatever the answer,
 * `reloadList` then shows where the booking stands (a refusal usually means it moved on meanwhile:
 * another request was accepted first, say). Accepting sells the machine and cancelling a deal
 * puts it back on sale, so its page, the catalog, the home page's advertisements and the seller's
 * My Products are asked again too. Resolves true when the API made the move.
 */
export function useChangeBookingStatus(reloadList: () => unknown) {
  const revalidateListing = useRevalidateListing();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (booking: Booking, status: Move): Promise<boolean> => {
      try {
        const { message } = await changeBookingStatus(booking._id, status);
        toast.success(message);
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        toast.error(error.message);
        return false;
      } finally {
        void reloadList();
        // The other screens are refreshed on the side: the move is made and told already, so a
        // refresh that cannot finish (the app left the page meanwhile) is dropped, not reported.
        if (status !== 'declined') {
          Promise.all([revalidateListing(booking.productId), mutate(advertisedProductsKey), mutate(myProductsKey(booking.sellerEmail))]).catch(() => undefined);
        }
      }
    },
    [reloadList, revalidateListing, mutate],
  );
}
