import { normalizedText, searchTokens, searchWords, type CatalogFilters, type Product } from '../contract/index.js';
import { commitTogether } from '../store/batch.js';
import { notificationsStore } from '../store/notifications.js';
import { savedSearchesStore } from '../store/saved-searches.js';

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

function listingAlertKeys(p: Product): string[] {
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

/**
 * Tells everyone whose saved search the new listing matches: at most one notification per
 * listing and user (a chosen id, created once), never to the listing's own seller. Resolves how
 * many were told.
 */
export async function alertSavedSearches(product: Product): Promise<number> {
  const found = await savedSearchesStore.filedUnder(listingAlertKeys(product));
  const users = new Map<string, string>();
  for (const search of found) {
    if (search.userUid === product.sellerUid || users.has(search.userUid)) continue;
    if (listingMatches(product, search.size, search.query as CatalogFilters)) users.set(search.userUid, search.name);
  }
  const told = await Promise.all(
    [...users].map(([userUid, name]) =>
      commitTogether([
        notificationsStore.newOnceWrite(`alert_${product._id}_${userUid}`, {
          userUid,
          kind: 'saved-search-match',
          productId: product._id,
          productName: product.productName,
          bookingId: '',
          message: `New for your saved search "${name}": ${product.productName}.`,
          link: `/product/${product._id}`,
        }),
      ]),
    ),
  );
  return told.filter((result) => result === 'committed').length;
}
