import { INSIGHT_SPANS } from '@contract';

/** A listing's insights (`/dashboard/insights/{id}`), over the span the reader chose (30 days unless said). */
export function listingInsightsPath(productId: string, days: number = INSIGHT_SPANS[0]): string {
  const path = `/dashboard/insights/${encodeURIComponent(productId)}`;
  return days === INSIGHT_SPANS[0] ? path : `${path}?days=${days}`;
}
