import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSearch, searchParamsOf, SORT_LABELS, type CatalogSearch } from '@/lib/catalog-search';
import { checkSearch } from './check-search';

/** A change of the search: a parameter given a value, or removed (undefined or empty). */
export type SearchChange = Partial<Record<keyof CatalogSearch, string | undefined>>;

/**
 * The search of the category page, read from its address and changed by changing the address:
 * each change is a history entry (back undoes it), unless `replace` folds it into the current one
 * (typing a word, letter after letter). The page never scrolls because of a change.
 */
export function useCatalogSearch() {
  // The location and navigate of the router, not useSearchParams: the router's chunk comes with
  // the first page, and the first page never needs the search.
  const { search: address } = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(new URLSearchParams(address)), [address]);
  const errors = useMemo(() => checkSearch(search), [search]);

  const go = useCallback(
    (next: CatalogSearch, replace = false) => {
      const query = searchParamsOf(next).toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  const change = useCallback((patch: SearchChange, { replace = false } = {}) => go({ ...search, ...patch }, replace), [go, search]);

  /** Every filter off; the order stays (it narrows nothing), unless it is not one the API knows. */
  const clearFilters = useCallback(() => go({ sort: search.sort && search.sort in SORT_LABELS ? search.sort : undefined }), [go, search.sort]);

  return { search, errors, valid: Object.keys(errors).length === 0, change, clearFilters };
}
