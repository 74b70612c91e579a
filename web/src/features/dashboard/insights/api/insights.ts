import { one } from '@/lib/answers';
import { useApiData, type ApiKey } from '@/lib/swr';
import type { InsightSpan } from '../insight-words';

/** The key of the seller's own insights (`GET /insights/seller?days=`). */
export const sellerInsightsKey = (days: InsightSpan) => ['/insights/seller', { days }] as const satisfies ApiKey;

/** The key of one listing's insights (`GET /insights/listings/{id}?days=`); My Products' sparklines read the same. */
export const listingInsightsKey = (id: string, days: InsightSpan) => [`/insights/listings/${encodeURIComponent(id)}`, { days }] as const satisfies ApiKey;

/** The signed-in seller's listings summed day by day over the span, with their five most viewed. */
export function useSellerInsights(days: InsightSpan) {
  return useApiData(sellerInsightsKey(days), one('sellerInsightsSchema'));
}

/** One listing day by day over the span, its totals, days on the market and price history. */
export function useListingInsights(id: string, days: InsightSpan) {
  return useApiData(listingInsightsKey(id, days), one('listingInsightsSchema'));
}

/** The key of the marketplace overview (`GET /insights/marketplace?days=`), for admins. */
export const marketplaceInsightsKey = (days: InsightSpan) => ['/insights/marketplace', { days }] as const satisfies ApiKey;

/** The whole marketplace day by day over the span: listings added, deals accepted, active buyers and sellers. */
export function useMarketplaceInsights(days: InsightSpan) {
  return useApiData(marketplaceInsightsKey(days), one('marketplaceInsightsSchema'));
}
