import { myBookingsKey } from '@/features/booking';
import { page } from '@/lib/answers';
import { usePagedList } from '@/lib/use-paged-list';

// The booking modal owns the key: a booking made there refreshes this list.
export { myBookingsKey };

/** The signed-in buyer's bookings, newest first (`GET /mybooking?email=`). */
export function useMyBookings(email: string) {
  return usePagedList(myBookingsKey(email), page('bookingSchema'));
}
