import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { ApiKey } from '@/lib/swr';

/**
 * The key of a buyer's My Orders list (`GET /mybooking?email=`), shared with the dashboard so a
 * booking made here shows there. My Orders uses it as is with useSWR, or as the first page's key
 * of useSWRInfinite (later pages add `cursor`).
 */
export const myBookingsKey = (email: string) => ['/mybooking', { email }] as const satisfies ApiKey;

/** Revalidates My Orders whichever way the dashboard reads it (one page or pages). */
export function useRevalidateMyBookings() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (email: string) =>
      Promise.all([mutate(myBookingsKey(email)), mutate(unstable_serialize(() => myBookingsKey(email)))]).then(() => undefined),
    [mutate],
  );
}
