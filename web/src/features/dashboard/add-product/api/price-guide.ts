import { one } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';
import type { PriceGuideQuery } from '../price-guide';

/** The key of the price guide for one size, fuel, make and year (`GET /insights/price-guide`). */
export const priceGuideKey = (query: PriceGuideQuery) => ['/insights/price-guide', query] as const satisfies ApiKey;

/** What comparable machines ask, once there is a question; the last answer stays while the next one comes. */
export function usePriceGuide(query: PriceGuideQuery | null) {
  return useApiData(query ? priceGuideKey(query) : null, one('priceGuideSchema'), { keepPreviousData: true });
}
