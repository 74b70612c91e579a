import { normalizedText, searchWords, type CatalogFilters, type CatalogSort, type PageRequest } from '../contract/index.js';
import type { CatalogPlan, OrderField } from '../store/catalog-search.js';
import { priceKeyPart, usedKeyPart, yearKeyPart } from '../store/listing-keys.js';
import { productsStore } from '../store/products.js';
import { removalsStore } from '../store/removals.js';
import type { Caller } from './caller.js';
import { COUNT_CAP, counted } from './counts.js';
import { listedFor, shown } from './products.js';

/** A page of search reads at most this many listings per listing it shows (and two more). */
export const SCAN_FACTOR = 3;

const ORDERS: Record<CatalogSort, { field: OrderField; direction: 'asc' | 'desc' }> = {
  newest: { field: 'sortKey', direction: 'desc' },
  'price-asc': { field: 'priceKey', direction: 'asc' },
  'price-desc': { field: 'priceKey', direction: 'desc' },
  'year-desc': { field: 'yearKey', direction: 'desc' },
  'used-asc': { field: 'usedKey', direction: 'asc' },
};

type Range = { min?: number; max?: number };
type Ranged = 'price' | 'year' | 'used';
const FIELDS: Record<Ranged, OrderField> = { price: 'priceKey', year: 'yearKey', used: 'usedKey' };
const PART = { price: priceKeyPart, year: yearKeyPart, used: usedKeyPart };

/** A range of values as a range of keys "<padded value>_<own key>": from the first key of `min`, to just past every key of `max`. */
function keyRange(of: Ranged, { min, max }: Range): { from?: string; before?: string } {
  return { from: min === undefined ? undefined : PART[of](min), before: max === undefined ? undefined : `${PART[of](max)}~` };
}
const inRange = (value: number, { min, max }: Range) => (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * How a search is served. Index-served: the size, fuel, make, place, blue tick and availability
 * (equalities, merged from one index per field and order), the longest keyword (`array-contains`
 * on the listing's words and prefixes), and a range on the field the results are sorted by.
 * Checked on the scanned listings: further keywords and a range on another field.
 */
export function planSearch(categorySize: string | null, filters: CatalogFilters, limit: number): CatalogPlan {
  const equalities: CatalogPlan['equalities'] = [];
  if (categorySize !== null) equalities.push(['categorySize', categorySize]);
  if (filters.fuel) equalities.push(['fuelKey', normalizedText(filters.fuel)]);
  if (filters.make) equalities.push(['makeKey', normalizedText(filters.make)]);
  if (filters.location) equalities.push(['locationKey', normalizedText(filters.location)]);
  if (filters.verified) equalities.push(['sellerVerify', true]);
  if (filters.available) equalities.push(['sold', false]);

  const words = [...new Set(filters.q ? searchWords(filters.q) : [])].sort((a, b) => b.length - a.length);
  const [driver, ...otherWords] = words;
  const order = ORDERS[filters.sort ?? 'newest'];
  const ranges: Record<Ranged, Range> = {
    price: { min: filters.minPrice, max: filters.maxPrice },
    year: { min: filters.minYear, max: filters.maxYear },
    used: { max: filters.maxUsed },
  };
  const served = order.field === 'priceKey' ? 'price' : order.field === 'yearKey' ? 'year' : order.field === 'usedKey' ? 'used' : null;
  const range = served ? keyRange(served, ranges[served]) : undefined;
  const checked = (['price', 'year', 'used'] as const).filter((k) => k !== served && (ranges[k].min !== undefined || ranges[k].max !== undefined));
  const keep =
    otherWords.length || checked.length
      ? (listing: { searchTokens: string[]; resalePrice: number; mfYear: number; yearOfUse: number }) =>
          otherWords.every((w) => listing.searchTokens.includes(w)) &&
          checked.every((k) => inRange(k === 'price' ? listing.resalePrice : k === 'year' ? listing.mfYear : listing.yearOfUse, ranges[k]))
      : null;
  // Counted with the scan's range, or when the order's field has none, with a range the order
  // does not serve: the count is exact as long as no further keyword or range is left to check.
  const [countedRange] = checked;
  const scanHasRange = range?.from !== undefined || range?.before !== undefined;
  const countRange =
    scanHasRange || !countedRange ? undefined : { field: FIELDS[countedRange], ...keyRange(countedRange, ranges[countedRange]) };
  return { equalities, contains: driver, order, range, keep, scanLimit: keep ? SCAN_FACTOR * (limit + 2) : limit + 1, countRange };
}

/** True when a query asks for more than the plain catalog page (newest first, everything). */
export const hasFilters = (filters: CatalogFilters) => Object.values(filters).some((v) => v !== undefined);

export async function searchCatalog(caller: Caller, categorySize: string | null, filters: CatalogFilters, page: PageRequest) {
  const [found, removed] = await Promise.all([productsStore.search(planSearch(categorySize, filters, page.limit), page, COUNT_CAP), removalsStore.sellers()]);
  return { items: shown(found.items, removed).map(listedFor(caller)), next: found.next, ...counted(found.total) };
}
