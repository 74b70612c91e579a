import type { SavedSearch } from '@contract';
import useSWR from 'swr';
import { list, one } from '@/lib/answers';
import { api, type ApiError } from '@/lib/api-client';
import { envelopeFetcher, type ApiKey } from '@/lib/swr';

/** The signed-in user's saved searches (`GET /saved-searches`): at most 20, so one list, no pages. */
const savedSearchesKey = ['/saved-searches'] as const satisfies ApiKey;
const fetchSavedSearches = envelopeFetcher(list('savedSearchSchema'));

/**
 * Asked anew at every visit of the tab: searches are saved on the category pages, which leave
 * this list alone, so the five minutes the app keeps other answers would hide a new one.
 */
export function useSavedSearches() {
  return useSWR<SavedSearch[], ApiError, typeof savedSearchesKey>(savedSearchesKey, async (key) => (await fetchSavedSearches(key)).data, { dedupingInterval: 0 });
}

/** `DELETE /saved-searches/{id}`: one of the caller's own. */
export function deleteSavedSearch(id: string) {
  return api(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', answer: one('deleteResultSchema') });
}
