import { INSIGHT_METRICS, INSIGHT_SPANS, type InsightMetric, type ListingInsights } from '@contract';
import { formatPrice, writtenDay } from '@/lib/format';

// How the insights screens put their figures in words: the charts' summaries, the tables' headers
// and the totals say the same things the same way.

/** How many days back a screen looks: 30 or 90. */
export type InsightSpan = (typeof INSIGHT_SPANS)[number];

export const METRIC_LABELS: Record<InsightMetric, string> = {
  views: 'Views',
  favourites: 'Favourites',
  requests: 'Requests',
  conversations: 'Conversations',
  priceChanges: 'Price changes',
};

const METRIC_WORDS: Record<InsightMetric, [one: string, many: string]> = {
  views: ['view', 'views'],
  favourites: ['favourite', 'favourites'],
  requests: ['request', 'requests'],
  conversations: ['conversation', 'conversations'],
  priceChanges: ['price change', 'price changes'],
};

/**
 * Each metric's line, in tokens that stand out from the page in both themes (3:1 at least) and
 * from each other: the foreground of teal, red and blue, and orange's solid (its foreground is
 * too close to red's in the light theme).
 */
export const METRIC_COLORS: Record<InsightMetric, string> = {
  views: 'teal.fg',
  favourites: 'red.fg',
  requests: 'blue.fg',
  conversations: 'orange.solid',
  priceChanges: 'gray.fg',
};

/** A day of a series the charts draw: the day, and a count for each of its metrics. */
export type DailyCounts<M extends string> = { day: string } & Record<M, number>;

/** How a screen names its metrics: a table column's label, the words of a count, a line's colour. */
export type MetricNames<M extends string> = { labels: Record<M, string>; words: Record<M, [one: string, many: string]>; colors: Record<M, string> };

/** The names of what is counted for a listing and a seller. */
export const INSIGHT_NAMES: MetricNames<InsightMetric> = { labels: METRIC_LABELS, words: METRIC_WORDS, colors: METRIC_COLORS };

/** Nothing at all was counted over the span. */
export const nothingCounted = (totals: ListingInsights['totals']) => INSIGHT_METRICS.every((metric) => totals[metric] === 0);

/** "1 view", "12 views", "1,250 views". */
export const countOf = (metric: InsightMetric, count: number): string => countIn(METRIC_WORDS, metric, count);

export const spanText = (days: number) => `last ${days} days`;

/** The span the address asks for (`?days=90`), 30 otherwise. */
export const spanOf = (days: string | null): InsightSpan => INSIGHT_SPANS.find((span) => String(span) === days) ?? INSIGHT_SPANS[0];

// The API's days are UTC calendar days: written in UTC, so no reader sees a day moved by their time zone.

/** A day of the series ("2026-09-01") in full: "Sep 1, 2026". */
export function formatInsightDay(day: string): string {
  return writtenDay(Date.parse(day), { utc: true });
}

/**
 * A chart tooltip's heading: the day of its point (a day of the series, or a time in milliseconds)
 * in full. Anything else is given back as it is.
 */
export function tooltipDay(label: unknown): string {
  const time = typeof label === 'number' ? label : Date.parse(String(label));
  return Number.isFinite(time) ? formatInsightDay(new Date(time).toISOString()) : String(label ?? '');
}

/** A day for a chart's axis: "Sep 1". */
export function formatAxisDay(day: string | number): string {
  return writtenDay(typeof day === 'number' ? day : Date.parse(day), { utc: true, year: false });
}

/** "1 view", "12 views", "1,250 views", in a screen's own words. */
export function countIn<M extends string>(words: MetricNames<M>['words'], metric: M, count: number): string {
  const [one, many] = words[metric];
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The busiest day of a metric over the series, the first of equals ("the most on Sep 3: 5"). */
export function busiestOf<M extends string>(series: DailyCounts<M>[], metric: M): string {
  const busiest = series.reduce<DailyCounts<M> | undefined>((best, day) => (!best || day[metric] > best[metric] ? day : best), undefined);
  return busiest ? `the most on ${formatInsightDay(busiest.day)}: ${busiest[metric].toLocaleString('en-US')}` : '';
}

/** "Views and requests per day over the last 30 days": how a chart's summary opens. */
export function perDayOpening<M extends string>(words: MetricNames<M>['words'], metrics: readonly M[], days: number): string {
  const names = metrics.map((metric) => words[metric][1]);
  const what = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${what.replace(/^./, (first) => first.toUpperCase())} per day over the ${spanText(days)}`;
}

/** One metric over the series: its total and, when there is any, its busiest day ("12 views in all, the most on Sep 3: 5"). */
function metricSummary<M extends string>(series: DailyCounts<M>[], metric: M, words: MetricNames<M>['words']): string {
  const total = series.reduce((sum, day) => sum + day[metric], 0);
  if (total === 0) return `no ${words[metric][1]}`;
  return `${countIn(words, metric, total)} in all, ${busiestOf(series, metric)}`;
}

/** The line chart's one-sentence summary, its name for screen readers. */
export function seriesSummary<M extends string>(series: DailyCounts<M>[], metrics: readonly M[], days: number, names: MetricNames<M>): string {
  return `${perDayOpening(names.words, metrics, days)}: ${metrics.map((metric) => metricSummary(series, metric, names.words)).join('; ')}.`;
}

/** The price step chart's one-sentence summary. */
export function priceSummary(history: ListingInsights['priceHistory']): string {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return 'No asking price recorded yet.';
  const listed = `Asked ${formatPrice(first.price)} from ${formatInsightDay(first.at)}`;
  if (history.length === 1) return `${listed}, unchanged since.`;
  const changes = history.length - 1;
  return `${listed}; ${changes === 1 ? '1 price change' : `${changes} price changes`}, ${formatPrice(last.price)} since ${formatInsightDay(last.at)}.`;
}
