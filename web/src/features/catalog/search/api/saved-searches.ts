import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { list, one } from '@/lib/answers';
import { api } from '@/lib/api-client';
import { useApiData, type ApiKey } from '@/lib/swr';
import type { CatalogSearch } from '../catalog-search';

/** The signed-in user's saved searches (`GET /saved-searches`): at most 20, so one list, no pages. */
export const savedSearchesKey = ['/saved-searches'] as const satisfies ApiKey;

export function useSavedSearches() {
  return useApiData(savedSearchesKey, list('savedSearchSchema'));
}

/** What a search is saved with: its name, its filters as the address has them, and the size page it was made on. */
export type SavedSearchRequest = { name: string; query: CatalogSearch; size?: string };

/** `POST /saved-searches`: the API checks the filters with the same rules as a search, and keeps 20 at most. */
export function saveSearch(request: SavedSearchRequest) {
  // The filters travel as the address has them (text): the contract's schema reads them as a search does.
  return api('/saved-searches', { method: 'POST', body: request, answer: one('savedSearchSchema') });
}

/** `DELETE /saved-searches/{id}`: one of the caller's own. */
export function deleteSavedSearch(id: string) {
  return api(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', answer: one('deleteResultSchema') });
}

/** Asks the saved searches again, wherever they show (the dashboard's tab keeps them five minutes otherwise). */
export function useRevalidateSavedSearches() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(savedSearchesKey), [mutate]);
}
