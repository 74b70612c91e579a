import { priceGuideQuerySchema, type PriceGuide } from '@contract';
import { formatPrice } from '@/lib/format';
import type { ProductFormValues } from './product-form';

/** What the price guide is asked (`GET /insights/price-guide`), as the address carries it. */
export type PriceGuideQuery = { categorySize: string; fuel: string; make?: string; year: string };

type GuideFields = Partial<Pick<ProductFormValues, 'categorySize' | 'fuel' | 'categoryCompany' | 'mfYear'>>;

/**
 * The price guide's question from the form's size, fuel, make (when filled) and year, or null
 * until they make a question the API takes (the contract's own rule decides).
 */
export function priceGuideQueryOf({ categorySize = '', fuel = '', categoryCompany = '', mfYear }: GuideFields): PriceGuideQuery | null {
  const make = categoryCompany.trim();
  const query: PriceGuideQuery = { categorySize: categorySize.trim(), fuel: fuel.trim(), ...(make ? { make } : {}), year: String(mfYear) };
  return priceGuideQuerySchema.safeParse(query).success ? query : null;
}

export const NOT_ENOUGH_TEXT = 'Not enough similar machines for a price guide yet.';

/** The guide in one sentence: "Similar machines ask $X–$Y (median $Z, N listings); sold ones went for $W". */
export function priceGuideText({ enough, asking, comparable, soldMedian }: PriceGuide): string {
  if (!enough || !asking) return NOT_ENOUGH_TEXT;
  const sold = soldMedian === null ? '' : `; sold ones went for ${formatPrice(soldMedian)}`;
  return `Similar machines ask ${formatPrice(asking.low)}–${formatPrice(asking.high)} (median ${formatPrice(asking.median)}, ${comparable.toLocaleString('en-US')} listings)${sold}`;
}
