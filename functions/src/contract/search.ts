import { z } from 'zod';
import { pageQuerySchema } from './lists.js';

/**
 * Finding machines: the filters of the catalog pages (`GET /products/all`, `GET /products/{size}`),
 * all optional and combined with AND, shared by the API, the web app's search panel and saved
 * searches. Plain calls without any answer exactly as before (newest first).
 */
export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'year-desc', 'used-asc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** A number in a query text; the pipe tells the API's document the number it stands for. */
const number = (name: string, pattern: RegExp, what: string, wholeUpTo?: number) =>
  z
    .string({ error: `${name} must be ${what}` })
    .regex(pattern, `${name} must be ${what}`)
    .transform(Number)
    .pipe(wholeUpTo === undefined ? z.number().min(0) : z.number().int().min(0).max(wholeUpTo));
const price = (name: string) => number(name, /^\d{1,8}(\.\d{1,2})?$/, 'a price of 0 or more');
const year = (name: string) => number(name, /^\d{4}$/, 'a year such as 2015', 9999);
const filterText = (name: string) => z.string({ error: `${name} must be text` }).trim().min(1, `${name} must not be empty`).max(80, `${name} is too long`);
const yes = (name: string) => z.literal('true', { error: `${name} can only be "true"` });

export const catalogFilterFields = {
  q: z.string({ error: 'q must be text' }).trim().min(1, 'q must not be empty').max(100, 'q is too long').meta({ description: "Keywords: every word must match the name, make, details or location (a word's first 3+ letters do)." }),
  fuel: filterText('fuel').meta({ description: 'The fuel, e.g. Diesel (accents and case do not matter).' }),
  make: filterText('make').meta({ description: 'The make (categoryCompany), e.g. Yanmar.' }),
  location: filterText('location').meta({ description: 'A place the location names, e.g. Dhaka.' }),
  minPrice: price('minPrice').meta({ description: 'The lowest resale price, in dollars.' }),
  maxPrice: price('maxPrice').meta({ description: 'The highest resale price, in dollars.' }),
  minYear: year('minYear').meta({ description: 'Made in this year or later.' }),
  maxYear: year('maxYear').meta({ description: 'Made in this year or before.' }),
  maxUsed: number('maxUsed', /^\d{1,3}$/, 'a whole number of years', 999).meta({ description: 'Used for at most this many years.' }),
  verified: yes('verified').meta({ description: 'Only sellers with the blue tick.' }),
  available: yes('available').meta({ description: 'Only machines not sold.' }),
  sort: z.enum(CATALOG_SORTS, { error: `sort must be one of ${CATALOG_SORTS.join(', ')}` }).meta({ description: 'The order: newest first unless said.' }),
};

type Bounds = { minPrice?: number; maxPrice?: number; minYear?: number; maxYear?: number };

function boundsInOrder(filters: Bounds, ctx: z.RefinementCtx) {
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice cannot be above maxPrice' });
  }
  if (filters.minYear !== undefined && filters.maxYear !== undefined && filters.minYear > filters.maxYear) {
    ctx.addIssue({ code: 'custom', path: ['minYear'], message: 'minYear cannot be above maxYear' });
  }
}

/** The filters alone (a saved search's query). */
export const catalogFiltersSchema = z.strictObject(catalogFilterFields).partial().superRefine(boundsInOrder);
export type CatalogFilters = z.infer<typeof catalogFiltersSchema>;

/** `?…` of a catalog page: the filters, with `limit` and `cursor`. Unknown parameters are refused by name. */
export const catalogQuerySchema = pageQuerySchema.extend(z.strictObject(catalogFilterFields).partial().shape).superRefine(boundsInOrder);
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/** Text as it is compared: lower case, accents off ("Yanmár" and "yanmar" are one make). */
export function normalizedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The words of a text, normalised. */
export function searchWords(text: string): string[] {
  return normalizedText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A listing stores each of its words and every first 3+ letters of them, so a prefix finds it. */
export const MAX_SEARCH_TOKENS = 400;
export function searchTokens(texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(searchWords)) {
    tokens.add(word);
    // By characters, never by UTF-16 units: half a character is not text Firestore stores.
    const chars = Array.from(word);
    for (let end = 3; end < chars.length; end++) tokens.add(chars.slice(0, end).join(''));
  }
  return [...tokens].slice(0, MAX_SEARCH_TOKENS);
}

/** A user keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;

/** POST /saved-searches: a name, the filters of the search (the same rules), and the size page it was made on. */
export const savedSearchInputSchema = z.strictObject({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(60, 'name must be at most 60 characters'),
  query: catalogFiltersSchema,
  size: z.string().regex(/^\d{1,4}$/, 'size must be a number such as 20, 32 or 40').optional(),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  size: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
