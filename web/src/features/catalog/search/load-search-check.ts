import { loadOnce } from '@/lib/load-once';
import type { checkSearch } from './check-search';

// The check of a search is the contract's schema of the catalog filters, and with it zod: it is
// loaded when an address has a search to check, or when the reader starts making one, not with
// the plain list.

export type SearchCheck = typeof checkSearch;

let loaded: SearchCheck | undefined;

/** The check, if it has arrived: the next pages with a search check it at once. */
export const loadedSearchCheck = (): SearchCheck | undefined => loaded;

/** Loads the check once; a failed load (the network dropped) is tried again on the next call. */
export const loadSearchCheck: () => Promise<SearchCheck> = loadOnce(async () => (loaded = (await import('./check-search')).checkSearch));

/**
 * Starts loading the check when a search is about to be made (the search box focused, the sort
 * menu or the filters opened), so the results of the first search do not wait for it. A failure
 * here is the hook's to report, when a search needs the check.
 */
export function preloadSearchCheck() {
  loadSearchCheck().catch(() => undefined);
}
