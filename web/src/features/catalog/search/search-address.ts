import type { CatalogFilters, CatalogSort } from '@contract';
import { formatPrice } from '@/lib/format';

// A search of the catalog as the address carries it (`/category/32?q=kubota&maxPrice=900`): the
// address is the one place it lives, so a link reproduces the results and back and forward work.
// The parameters are the API's own (the contract's catalog filters), sent on as they are. The
// dashboard's saved searches share these words and links through the catalog's public entry.

/** The filters, in the order the address and the chips list them. */
export const FILTER_NAMES = ['q', 'fuel', 'make', 'location', 'minPrice', 'maxPrice', 'minYear', 'maxYear', 'maxUsed', 'verified', 'available'] as const satisfies readonly (keyof CatalogFilters)[];
export type FilterName = (typeof FILTER_NAMES)[number];

/** Compiles only while every filter of the contract is listed above (`sort` is the rest). */
type None<T extends never> = T;
export type EveryFilterListed = None<Exclude<keyof CatalogFilters, FilterName | 'sort'>>;

/** A search: each parameter as text, as typed; absent when not set. */
export type CatalogSearch = Partial<Record<FilterName | 'sort', string>>;

/** The orders of the sort menu, in its order; the first is the API's default. */
export const SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest listed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'year-desc': 'Year: newest first',
  'used-asc': 'Least used',
};
export const DEFAULT_SORT: CatalogSort = 'newest';

const PARAMETERS = [...FILTER_NAMES, 'sort'] as const;

/** The search in an address's parameters; anything else there (and empty values) is not part of it. */
export function readSearch(params: URLSearchParams): CatalogSearch {
  const search: CatalogSearch = {};
  for (const name of PARAMETERS) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') search[name] = value;
  }
  return search;
}

/** The address's parameters of a search, always in one order (one search, one address). */
export function searchParamsOf(search: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAMETERS) {
    const value = search[name];
    if (value !== undefined && String(value).trim() !== '') params.set(name, String(value));
  }
  return params;
}

/** The page of a search: `/category/{size or all}?…`. */
export function searchPath(size: string | null, search: Record<string, string | number | undefined>): string {
  const query = searchParamsOf(search).toString();
  return `/category/${size ?? 'all'}${query ? `?${query}` : ''}`;
}

export const hasFilters = (search: CatalogSearch) => FILTER_NAMES.some((name) => search[name] !== undefined);

const money = (value: string) => (Number.isFinite(Number(value)) ? formatPrice(Number(value)) : value);

const FILTER_WORDS: Record<FilterName, (value: string) => string> = {
  q: (value) => `Keywords: ${value.trim()}`,
  fuel: (value) => `Fuel: ${value}`,
  make: (value) => `Make: ${value}`,
  location: (value) => `Location: ${value}`,
  minPrice: (value) => `Price from ${money(value)}`,
  maxPrice: (value) => `Price up to ${money(value)}`,
  minYear: (value) => `Made in ${value} or later`,
  maxYear: (value) => `Made in ${value} or earlier`,
  maxUsed: (value) => `Used ${value} ${value === '1' ? 'year' : 'years'} at most`,
  verified: () => 'Verified sellers only',
  available: () => 'Available only',
};

/** Each filter of a search in words ("Price up to $900"), in the order of FILTER_NAMES. */
export function filterLabels(search: CatalogSearch): { name: FilterName; label: string }[] {
  return FILTER_NAMES.flatMap((name) => {
    const value = search[name];
    return value === undefined ? [] : [{ name, label: FILTER_WORDS[name](value) }];
  });
}

/** The sort menu's words for an order; an unknown one reads as the default. */
export const sortLabel = (sort: string | undefined) => SORT_LABELS[sort as CatalogSort] ?? SORT_LABELS[DEFAULT_SORT];

/** A saved search in one line: its size, its filters and its order ("Size 32 · Fuel: diesel · Least used"). */
export function describeSearch(size: string | null, query: Record<string, string | number>): string {
  const search = readSearch(searchParamsOf(query));
  const parts = [size ? `Size ${size}` : 'All sizes', ...filterLabels(search).map(({ label }) => label)];
  if (search.sort && search.sort !== DEFAULT_SORT) parts.push(sortLabel(search.sort));
  return parts.join(' · ');
}
