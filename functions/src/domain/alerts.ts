import { normalizedText, searchTokens, searchWords, type CatalogFilters, type Product } from '../contract/index.js';
import { notificationsStore } from '../store/notifications.js';
import { productsStore } from '../store/products.js';
import { savedSearchesStore } from '../store/saved-searches.js';
import { DONE, PAGE_WRITES, type Page } from './work/page.js';

/**
 * Alerts of saved searches. Each saved search is filed under one key, its most telling filter:
 * the make, else the fuel, else the place, else the first three letters of its longest keyword,
 * else the size, else "any". A new listing looks up only the keys it has (its make, fuel, place,
 * the first three letters of each of its words, its size, and "any"): a few indexed lookups,
 * whatever the number of saved searches; each search found is then checked whole.
 */
export function alertKeyOf(filters: CatalogFilters, size: string | null): string {
  if (filters.make) return `make:${normalizedText(filters.make)}`;
  if (filters.fuel) return `fuel:${normalizedText(filters.fuel)}`;
  if (filters.location) return `location:${normalizedText(filters.location)}`;
  const longest = (filters.q ? searchWords(filters.q) : []).sort((a, b) => b.length - a.length)[0];
  if (longest) return `word:${Array.from(longest).slice(0, 3).join('')}`;
  if (size) return `size:${size}`;
  return 'any';
}

export function listingAlertKeys(p: Product): string[] {
  const words = searchWords([p.productName, p.categoryCompany, p.details, p.location].join(' '));
  return [
    `make:${normalizedText(p.categoryCompany)}`,
    `fuel:${normalizedText(p.fuel)}`,
    `location:${normalizedText(p.location)}`,
    ...new Set(words.map((w) => `word:${Array.from(w).slice(0, 3).join('')}`)),
    `size:${p.categorySize}`,
    'any',
  ];
}

const within = (value: number, min?: number, max?: number) => (min === undefined || value >= min) && (max === undefined || value <= max);

/** Whether a listing is one a search with these filters (on this size page) finds. */
export function listingMatches(p: Product, size: string | null, f: CatalogFilters): boolean {
  const tokens = new Set(searchTokens([p.productName, p.categoryCompany, p.details, p.location]));
  return (
    (size === null || p.categorySize === size) &&
    (!f.q || searchWords(f.q).every((w) => tokens.has(w))) &&
    (!f.fuel || normalizedText(f.fuel) === normalizedText(p.fuel)) &&
    (!f.make || normalizedText(f.make) === normalizedText(p.categoryCompany)) &&
    (!f.location || normalizedText(f.location) === normalizedText(p.location)) &&
    within(p.resalePrice, f.minPrice, f.maxPrice) &&
    within(p.mfYear, f.minYear, f.maxYear) &&
    within(p.yearOfUse, undefined, f.maxUsed) &&
    (!f.verified || p.sellerVerify) &&
    (!f.available || !p.sold)
  );
}

/** Saved searches read in one page of alerts; each may make one notice. */
const SEARCHES_PER_PAGE = PAGE_WRITES / 2;

/** The one alert a user gets for a listing: created once, whichever of their searches matched. */
const alertId = (productId: string, userUid: string) => `alert_${productId}_${userUid}`;

type AlertCursor = { key: number; after: string | null };

/**
 * One page of `alert-saved-searches`: the searches filed under one of the listing's keys, after
 * the cursor; everyone whose search it matches is told, never its own seller, at most once per
 * listing (a user matched under an earlier key or page already has their alert). A listing
 * deleted before its alerts went out alerts nobody.
 */
export async function alertSavedSearchesPage({ productId }: { productId: string }, cursor: string | null): Promise<Page> {
  const product = await productsStore.get(productId);
  if (!product) return DONE;
  const keys = listingAlertKeys(product);
  const at: AlertCursor = cursor ? (JSON.parse(cursor) as AlertCursor) : { key: 0, after: null };
  const key = keys[at.key];
  if (key === undefined) return DONE;
  const { searches, last } = await savedSearchesStore.filedUnderPage(key, at.after, SEARCHES_PER_PAGE);
  const users = new Map<string, string>();
  for (const search of searches) {
    if (search.userUid === product.sellerUid || users.has(search.userUid)) continue;
    if (listingMatches(product, search.size, search.query as CatalogFilters)) users.set(search.userUid, search.name);
  }
  const told = await notificationsStore.existing([...users.keys()].map((uid) => alertId(productId, uid)));
  const writes = [...users]
    .filter(([uid]) => !told.has(alertId(productId, uid)))
    .map(([userUid, name]) =>
      notificationsStore.newOnceWrite(alertId(productId, userUid), {
        userUid,
        kind: 'saved-search-match',
        productId,
        productName: product.productName,
        bookingId: '',
        message: `New for your saved search "${name}": ${product.productName}.`,
        link: `/product/${productId}`,
      }),
    );
  const next: AlertCursor | null = searches.length === SEARCHES_PER_PAGE ? { key: at.key, after: last } : at.key + 1 < keys.length ? { key: at.key + 1, after: null } : null;
  return { writes, next: next && JSON.stringify(next) };
}
