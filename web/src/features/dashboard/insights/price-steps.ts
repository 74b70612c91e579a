import type { ListingInsights } from '@contract';

/** One point of the price step chart: a price and the moment it was set (milliseconds). */
export type PriceStep = { time: number; price: number };

/**
 * The step chart's points: each asking price at the moment it was set, oldest first, and the last
 * one again at `until` (now, or the day it sold), so the price in force is drawn up to then.
 */
export function priceSteps(history: ListingInsights['priceHistory'], until: number): PriceStep[] {
  const steps = history.map(({ price, at }) => ({ time: Date.parse(at), price }));
  const last = steps.at(-1);
  return last && until > last.time ? [...steps, { time: until, price: last.price }] : steps;
}

const DAY = 24 * 60 * 60 * 1000;

/** Where the price in force is drawn up to: now, or the day a sold listing left the market. */
export function priceEnd({ priceHistory, daysOnMarket, sold }: Pick<ListingInsights, 'priceHistory' | 'daysOnMarket' | 'sold'>, now: number): number {
  const listedAt = Date.parse(priceHistory[0]?.at ?? '');
  return sold && Number.isFinite(listedAt) ? listedAt + daysOnMarket * DAY : now;
}
