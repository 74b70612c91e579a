import { page } from '@/lib/answers';
import type { ApiKey } from '@/lib/swr';
import { usePagedList } from '@/lib/use-paged-list';

/** The key of a seller's My Buyers list: the bookings of the seller's products. */
export const myBuyersKey = (email: string) => ['/mybuyer', { email }] as const satisfies ApiKey;

/** Bookings of the signed-in seller's products, newest first (`GET /mybuyer?email=`). */
export function useMyBuyers(email: string) {
  return usePagedList(myBuyersKey(email), page('bookingSchema'));
}
