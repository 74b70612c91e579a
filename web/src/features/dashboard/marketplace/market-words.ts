import { MARKET_METRICS, type MarketMetric, type MarketplaceInsights } from '@contract';
import { busiestOf, countIn, perDayOpening, type MetricNames } from '../insights/insight-words';
import type { TotalFigure } from '../insights/components/insight-totals';

// How the Marketplace tab puts the marketplace's figures in words, the same way Insights does for a seller's.

/**
 * Each metric's label, words and line: the charts pair listings with deals and buyers with
 * sellers, so each pair takes two of the tokens Insights found legible in both themes.
 */
export const MARKET_NAMES: MetricNames<MarketMetric> = {
  labels: { listingsAdded: 'Listings added', dealsAccepted: 'Deals accepted', activeBuyers: 'Active buyers', activeSellers: 'Active sellers' },
  words: {
    listingsAdded: ['listing added', 'listings added'],
    dealsAccepted: ['deal accepted', 'deals accepted'],
    activeBuyers: ['active buyer', 'active buyers'],
    activeSellers: ['active seller', 'active sellers'],
  },
  colors: { listingsAdded: 'teal.fg', dealsAccepted: 'orange.solid', activeBuyers: 'blue.fg', activeSellers: 'red.fg' },
};

/**
 * Nothing at all happened over the span. Read from the days, not the averages: one buyer over 90
 * days averages 0.0 once rounded, yet is something.
 */
export const nothingHappened = (insights: MarketplaceInsights) => insights.series.every((day) => MARKET_METRICS.every((metric) => day[metric] === 0));

/** The two charts: what changed hands, and who acted. */
export const TRADE = ['listingsAdded', 'dealsAccepted'] as const;
export const PEOPLE = ['activeBuyers', 'activeSellers'] as const;

/** The four totals: listings and deals summed, buyers and sellers as a day's average. */
export function marketTotals(insights: MarketplaceInsights): TotalFigure[] {
  return [
    { name: 'listingsAdded', label: MARKET_NAMES.labels.listingsAdded, value: insights.totals.listingsAdded },
    { name: 'dealsAccepted', label: MARKET_NAMES.labels.dealsAccepted, value: insights.totals.dealsAccepted },
    { name: 'averageActiveBuyers', label: 'Active buyers a day on average', value: insights.averageActiveBuyers },
    { name: 'averageActiveSellers', label: 'Active sellers a day on average', value: insights.averageActiveSellers },
  ];
}


/**
 * The people chart's sentence. The same person counts on each day they act, so a sum would
 * count people twice: each side is told as a day's average and its busiest day.
 */
export function peopleSummary(insights: MarketplaceInsights): string {
  const averages = { activeBuyers: insights.averageActiveBuyers, activeSellers: insights.averageActiveSellers };
  const sides = PEOPLE.map((metric) => {
    if (insights.series.every((day) => day[metric] === 0)) return `no ${MARKET_NAMES.words[metric][1]}`;
    return `${countIn(MARKET_NAMES.words, metric, averages[metric])} a day on average, ${busiestOf(insights.series, metric)}`;
  });
  return `${perDayOpening(MARKET_NAMES.words, PEOPLE, insights.days)}: ${sides.join('; ')}.`;
}
