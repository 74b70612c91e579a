import { one } from '@/lib/answers';
import { api } from '@/lib/api-client';
import type { CatalogSearch } from '../search-address';

/** What a search is saved with: its name, its filters as the address has them, and the size page it was made on. */
export type SavedSearchRequest = { name: string; query: CatalogSearch; size?: string };

/** `POST /saved-searches`: the API checks the filters with the same rules as a search, and keeps 20 at most. */
export function saveSearch(request: SavedSearchRequest) {
  // The filters travel as the address has them (text): the contract's schema reads them as a search does.
  return api('/saved-searches', { method: 'POST', body: request, answer: one('savedSearchSchema') });
}
