import { conflict, MAX_SAVED_SEARCHES, notFound, type CatalogFilters, type SavedSearch, type SavedSearchInput } from '../contract/index.js';
import { savedSearchesStore, type StoredSavedSearch } from '../store/saved-searches.js';
import { alertKeyOf } from './alerts.js';
import type { Caller } from './caller.js';

const answer = ({ userUid: _user, alertKey: _key, ...search }: StoredSavedSearch): SavedSearch => search;

/** POST /saved-searches: the caller's; 20 at most. */
export async function saveSearch(caller: Caller, input: SavedSearchInput): Promise<SavedSearch> {
  if ((await savedSearchesStore.count(caller.uid)) >= MAX_SAVED_SEARCHES) {
    throw conflict(`You can keep ${MAX_SAVED_SEARCHES} saved searches at most: delete one first.`);
  }
  const size = input.size ?? null;
  const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined)) as CatalogFilters;
  return answer(await savedSearchesStore.create({ userUid: caller.uid, name: input.name, query, size, alertKey: alertKeyOf(query, size) }));
}

export async function mySavedSearches(caller: Caller): Promise<SavedSearch[]> {
  return (await savedSearchesStore.ofUser(caller.uid)).map(answer);
}

export async function deleteSavedSearch(caller: Caller, id: string): Promise<{ acknowledged: boolean; message: string }> {
  if (!(await savedSearchesStore.deleteOwn(caller.uid, id))) throw notFound('No saved search with that id.');
  return { acknowledged: true, message: 'The saved search is deleted.' };
}
