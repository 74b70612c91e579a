import type { Booking, BookingStatusChange } from '@contract';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { api, ApiError } from '@/lib/api-client';
import { one } from '@/lib/answers';
import { useRefreshListingScreens } from './refresh-listing-screens';

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
  const refreshListingScreens = useRefreshListingScreens();
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
        // A decline leaves the machine as it was; the other moves sell it or put it back on sale.
        if (status !== 'declined') refreshListingScreens(booking);
      }
    },
    [reloadList, refreshListingScreens],
  );
}
