import { z } from 'zod';
import { documentId } from './fields.js';

/** The spans a seller can look back over, in days. */
export const INSIGHT_SPANS = [30, 90] as const;

/** What is counted each day for a listing (and summed for a seller). */
export const INSIGHT_METRICS = ['views', 'favourites', 'requests', 'conversations', 'priceChanges'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const count = z.number().int();
const counts = z.object({ views: count, favourites: count, requests: count, conversations: count, priceChanges: count });

/** One day of a listing's (or a seller's) life on the marketplace. */
export const insightDaySchema = counts.extend({
  /** The day, in UTC: YYYY-MM-DD. */
  day: z.string(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

/** `?days=30` (the default) or `?days=90`. */
export const insightsQuerySchema = z.strictObject({
  days: z.enum(['30', '90'], { error: 'days must be 30 or 90' }).meta({ description: 'How many days to look back over: 30 (the default) or 90.' }).optional(),
});

export const insightsParamsSchema = z.strictObject({ id: documentId });

/** GET /insights/listings/{id}: one listing, day by day (oldest first), with its totals. */
export const listingInsightsSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  days: z.number().int(),
  series: z.array(insightDaySchema),
  totals: counts,
  /** Whole days since it was listed (until it sold, if it did). */
  daysOnMarket: z.number().int(),
  sold: z.boolean(),
  /** Its asking prices, oldest first (the last 20): a step chart's points. */
  priceHistory: z.array(z.object({ price: z.number(), at: z.string() })),
});
export type ListingInsights = z.infer<typeof listingInsightsSchema>;

/** GET /insights/seller: the seller's listings summed, with the most viewed. */
export const sellerInsightsSchema = z.object({
  days: z.number().int(),
  series: z.array(insightDaySchema),
  totals: counts,
  /** Their listings on the marketplace now. */
  listings: z.number().int(),
  /** Their listings on the marketplace by views since they were listed, most first (at most 5). */
  topListings: z.array(z.object({ productId: z.string(), productName: z.string(), picture: z.string(), views: count })),
});
export type SellerInsights = z.infer<typeof sellerInsightsSchema>;

/** POST /products/{id}/views: whether this opening counted (once a person a day; never the seller's own, nor an admin's). */
export const viewCountedSchema = z.object({ counted: z.boolean() });
