import { z } from 'zod';
import { documentId } from './fields.js';
import { MACHINE_SIZE } from './product-input.js';

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

/** Under this many comparable listings the guide says there is not enough data. */
export const PRICE_GUIDE_MINIMUM = 5;

/** Machines made this many years either side of the year asked about are comparable. */
export const PRICE_GUIDE_YEARS = 3;

const guideText = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} must not be empty`).max(80, `${name} is too long`);

/** `GET /insights/price-guide?categorySize=&fuel=&make=&year=`: what comparable machines ask. */
export const priceGuideQuerySchema = z.strictObject({
  categorySize: z.string({ error: 'categorySize is required' }).regex(MACHINE_SIZE, 'categorySize must be a number such as 20, 32 or 40').meta({ description: 'The machine size, e.g. 20.' }),
  fuel: guideText('fuel').meta({ description: 'The fuel, e.g. Diesel (accents and case do not matter).' }),
  make: guideText('make').meta({ description: 'Only this make (categoryCompany), when given.' }).optional(),
  year: z
    .string({ error: 'year is required' })
    .regex(/^\d{4}$/, 'year must be a year such as 2015')
    .transform(Number)
    .pipe(z.number().int().min(1900, 'year must be 1900 or later').max(9999))
    .meta({ description: `The manufacturing year: machines made up to ${PRICE_GUIDE_YEARS} years either side compare.` }),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

const quartiles = z.object({ low: z.number(), median: z.number(), high: z.number() });

/** The price guide: how many comparable machines are for sale, what they ask, and what sold ones asked. */
export const priceGuideSchema = z.object({
  /** Comparable listings for sale now. */
  comparable: z.number().int(),
  /** Whether there are enough (PRICE_GUIDE_MINIMUM) for the figures to mean something. */
  enough: z.boolean(),
  /** Their asking prices' lower quartile, median and upper quartile (null when not enough). */
  asking: quartiles.nullable(),
  /** Comparable machines that sold, and the median of their prices (null under PRICE_GUIDE_MINIMUM). */
  sold: z.number().int(),
  soldMedian: z.number().nullable(),
  /** What was compared: the size, fuel, make (when given) and years. */
  segment: z.object({ categorySize: z.string(), fuel: z.string(), make: z.string().nullable(), yearFrom: z.number().int(), yearTo: z.number().int() }),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

/** What the marketplace counts each day, for its admins. */
export const MARKET_METRICS = ['listingsAdded', 'dealsAccepted', 'activeBuyers', 'activeSellers'] as const;
export type MarketMetric = (typeof MARKET_METRICS)[number];

/** One day of the marketplace: listings added, deals accepted, and the people who acted as buyers and as sellers. */
export const marketDaySchema = z.object({ day: z.string(), listingsAdded: count, dealsAccepted: count, activeBuyers: count, activeSellers: count });
export type MarketDay = z.infer<typeof marketDaySchema>;

/** GET /insights/marketplace: the marketplace day by day (oldest first), for admins. */
export const marketplaceInsightsSchema = z.object({
  days: z.number().int(),
  series: z.array(marketDaySchema),
  totals: z.object({ listingsAdded: count, dealsAccepted: count }),
  /** People active on an average day of the span, on each side. */
  averageActiveBuyers: z.number(),
  averageActiveSellers: z.number(),
});
export type MarketplaceInsights = z.infer<typeof marketplaceInsightsSchema>;
