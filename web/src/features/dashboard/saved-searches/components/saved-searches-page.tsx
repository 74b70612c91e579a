import { MAX_SAVED_SEARCHES, type SavedSearch } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { describeSearch, searchPath } from '@/features/catalog';
import { useSavedSearches } from '../api/saved-searches';
import { formatMoment, formatSince } from '@/lib/format';
import { ListTab } from '../../components/list-tab';
import type { TableSpec } from '../../components/list-table';
import { DeleteSavedSearchButton } from './delete-saved-search-button';
import cells from '../../components/cells.module.css';
import { tabIntro } from '../../tabs';

/** The table of Saved searches; `onDeleted` refreshes it once one is deleted. */
const searchesTable = (onDeleted: () => Promise<unknown>): TableSpec<SavedSearch> => ({
  caption: 'Your saved searches',
  what: 'your saved searches',
  empty: {
    title: 'No saved searches yet',
    description: 'Search a category page and choose “Save this search”.',
  },
  columns: [
    {
      header: 'Name',
      // The name opens the category page with the search's filters.
      cell: (search) => (
        <RouterLink to={searchPath(search.size, search.query)} className={cells.nameLink}>
          {search.name}
        </RouterLink>
      ),
      style: { minW: '40' },
    },
    { header: 'Search', cell: ({ size, query }) => describeSearch(size, query), style: { minW: '56' } },
    {
      header: 'Saved',
      cell: ({ createdAt }) => (
        <time dateTime={createdAt} title={formatMoment(createdAt)}>
          {formatSince(createdAt)}
        </time>
      ),
      style: { whiteSpace: 'nowrap' },
    },
    { header: 'Delete', cell: (search) => <DeleteSavedSearchButton search={search} onDeleted={onDeleted} /> },
  ],
});

/** Saved searches: the signed-in user's, each opening its results; new matches arrive in the notifications. */
export function SavedSearchesPage() {
  const { data, error, isLoading, isValidating, mutate } = useSavedSearches();
  const list = { items: data, error, isLoading, isValidating, reload: mutate };
  return (
    <ListTab
      title="Saved searches"
      intro={tabIntro('/dashboard/savedSearches')}
      above={data ? <p className={cells.quiet}>{`${data.length} of ${MAX_SAVED_SEARCHES} kept.`}</p> : null}
      table={searchesTable(mutate)}
      list={list}
    />
  );
}
