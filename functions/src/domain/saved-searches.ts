import { conflict, MAX_SAVED_SEARCHES, notFound, type CatalogFilters, type SavedSearch, type SavedSearchInput } from '../contract/index.js';
import { savedSearchesStore, type StoredSavedSearch } from '../store/saved-searches.js';
import { alertKeyOf } from './alerts.js';
import type { Caller } from './caller.js';

const answer = ({ userUid: _user, alertKey: _key, ...search }: StoredSavedSearch): SavedSearch => search;

/** POST /saved-searches: the caller's; 20 at most, however many saves arrive at once. */
export async function saveSearch(caller: Caller, input: SavedSearchInput): Promise<SavedSearch> {
  const size = input.size ?? null;
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined)) as CatalogFilters;
  const saved = await savedSearchesStore.create({ userUid: caller.uid, name: input.name, query, size, alertKey: alertKeyOf(query, size) }, MAX_SAVED_SEARCHES);
  if (!saved) throw conflict(`You can keep ${MAX_SAVED_SEARCHES} saved searches at most: delete one first.`);
  return answer(saved);
}

export async function mySavedSearches(caller: Caller): Promise<SavedSearch[]> {
  return (await savedSearchesStore.ofUser(caller.uid)).map(answer);
}

export async function deleteSavedSearch(caller: Caller, id: string): Promise<{ acknowledged: boolean; message: string }> {
  if (!(await savedSearchesStore.deleteOwn(caller.uid, id))) throw notFound('No saved search with that id.');
  return { acknowledged: true, message: 'The saved search is deleted.' };
}
