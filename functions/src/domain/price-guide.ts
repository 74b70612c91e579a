import { PRICE_GUIDE_MINIMUM, PRICE_GUIDE_YEARS, type PriceGuide, type PriceGuideQuery } from '../contract/index.js';
import { pricesIn, segmentsAsked } from '../store/price-guide.js';

/** The value at fraction `p` of sorted prices, between neighbours where it falls between two (as spreadsheets and numpy do). */
export function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return Math.round((sorted[below]! + (at - below) * (sorted[above]! - sorted[below]!)) * 100) / 100;
}

/**
 * GET /insights/price-guide: comparable machines (the same size and fuel, made within
 * PRICE_GUIDE_YEARS, the make when given), from the segments kept as listings change: one read a
 * year, 7 in all.
 */
export async function priceGuide(query: PriceGuideQuery): Promise<PriceGuide> {
  const yearFrom = query.year - PRICE_GUIDE_YEARS;
  const yearTo = query.year + PRICE_GUIDE_YEARS;
  const years = Array.from({ length: yearTo - yearFrom + 1 }, (_, i) => yearFrom + i);
  const { asking, sold } = await pricesIn(segmentsAsked({ categorySize: query.categorySize, fuel: query.fuel, make: query.make, years }));
  asking.sort((a, b) => a - b);
  sold.sort((a, b) => a - b);
  const enough = asking.length >= PRICE_GUIDE_MINIMUM;
  return {
    comparable: asking.length,
    enough,
    asking: enough ? { low: quantile(asking, 0.25), median: quantile(asking, 0.5), high: quantile(asking, 0.75) } : null,
    sold: sold.length,
    soldMedian: sold.length >= PRICE_GUIDE_MINIMUM ? quantile(sold, 0.5) : null,
    segment: { categorySize: query.categorySize, fuel: query.fuel, make: query.make ?? null, yearFrom, yearTo },
  };
}
