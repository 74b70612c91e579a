import type { InsightDay, ListingInsights, MarketDay, MarketplaceInsights, PriceGuide, SellerInsights } from '@contract';
import { fixture } from './fixture';

const DAY = 24 * 60 * 60 * 1000;
const LAST_DAY = Date.parse('2026-09-30T00:00:00.000Z');

/**
 * `days` days of counts ending on Sep 30, 2026, oldest first, as the API answers them: nothing
 * counted, but on the days `counts` gives (by day, "2026-09-29").
 */
export function insightSeries(days: number, counts: Record<string, Partial<Omit<InsightDay, 'day'>>> = {}): InsightDay[] {
  return Array.from({ length: days }, (_, place) => {
    const day = new Date(LAST_DAY - (days - 1 - place) * DAY).toISOString().slice(0, 10);
    return { day, views: 0, favourites: 0, requests: 0, conversations: 0, priceChanges: 0, ...counts[day] };
  });
}

/** Totals of a series, as the API sums them. */
export function totalsOf(series: InsightDay[]): SellerInsights['totals'] {
  const sum = (metric: keyof SellerInsights['totals']) => series.reduce((total, day) => total + day[metric], 0);
  return { views: sum('views'), favourites: sum('favourites'), requests: sum('requests'), conversations: sum('conversations'), priceChanges: sum('priceChanges') };
}

/** A seller with nothing counted yet: one listing, never viewed. */
export const testSellerInsights = fixture<SellerInsights>({
  days: 30,
  series: insightSeries(30),
  totals: totalsOf(insightSeries(30)),
  listings: 1,
  topListings: [],
});

/** A listing of the seeded seller, on the market for 57 days, never viewed, at one price. */
export const testListingInsights = fixture<ListingInsights>({
  productId: 'engine-1',
  productName: 'Kirloskar TV1 Diesel Engine',
  days: 30,
  series: insightSeries(30),
  totals: totalsOf(insightSeries(30)),
  daysOnMarket: 57,
  sold: false,
  priceHistory: [{ price: 1250, at: '2026-08-04T03:20:00.000Z' }],
});

/** Too few comparable machines (diesel, size 32, 2016 to 2022) for figures. */
export const testPriceGuide = fixture<PriceGuide>({
  comparable: 2,
  enough: false,
  asking: null,
  sold: 0,
  soldMedian: null,
  segment: { categorySize: '32', fuel: 'diesel', make: null, yearFrom: 2016, yearTo: 2022 },
});

/** `days` days of the marketplace ending on Sep 30, 2026, oldest first: nothing, but on the days `counts` gives. */
export function marketSeries(days: number, counts: Record<string, Partial<Omit<MarketDay, 'day'>>> = {}): MarketDay[] {
  return insightSeries(days).map(({ day }) => ({ day, listingsAdded: 0, dealsAccepted: 0, activeBuyers: 0, activeSellers: 0, ...counts[day] }));
}

/** The marketplace's answer for a series, summed and averaged as the API does (averages to one decimal). */
export function marketplaceInsightsOf(series: MarketDay[]): MarketplaceInsights {
  const sum = (metric: keyof Omit<MarketDay, 'day'>) => series.reduce((total, day) => total + day[metric], 0);
  const average = (metric: 'activeBuyers' | 'activeSellers') => Math.round((sum(metric) / series.length) * 10) / 10;
  return {
    days: series.length,
    series,
    totals: { listingsAdded: sum('listingsAdded'), dealsAccepted: sum('dealsAccepted') },
    averageActiveBuyers: average('activeBuyers'),
    averageActiveSellers: average('activeSellers'),
  };
}

/** A marketplace where nothing happened over the last 30 days. */
export const testMarketplaceInsights = fixture<MarketplaceInsights>(marketplaceInsightsOf(marketSeries(30)));
