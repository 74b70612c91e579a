import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSearch, searchParamsOf, SORT_LABELS, type CatalogSearch } from './search-address';
import type { SearchErrors } from './check-search';
import { loadedSearchCheck, loadSearchCheck, type SearchCheck } from './load-search-check';

/** A change of the search: a parameter given a value, or removed (undefined or empty). */
export type SearchChange = Partial<Record<keyof CatalogSearch, string | undefined>>;

const noErrors: SearchErrors = {};

/**
 * The search of the category page, read from its address and changed by changing the address:
 * each change is a history entry (back undoes it), unless `replace` folds it into the current one
 * (typing a word, letter after letter). The page never scrolls because of a change.
 *
 * What it says of the address's search:
 * - `valid`: the API can be asked with `search`. An address without a search (the plain list) is
 *   valid at once: there is nothing to check.
 * - `checking`: the address has a search and the contract's rules for it are still loading. It is
 *   neither valid nor wrong yet (`valid` false, no `errors`): ask the API nothing and say nothing
 *   is wrong until it is known.
 * - `errors`: once checked, what the API would refuse, in the contract's words.
 */
export function useCatalogSearch() {
  // The location and navigate of the router, not useSearchParams: the router's chunk comes with
  // the first page, and the first page never needs the search.
  const { search: address } = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => readSearch(new URLSearchParams(address)), [address]);
  const plain = Object.keys(search).length === 0;

  const [check, setCheck] = useState<SearchCheck | undefined>(loadedSearchCheck);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  useEffect(() => {
    if (plain || check) return;
    let current = true;
    loadSearchCheck().then(
      (loaded) => current && setCheck(() => loaded),
      (error: unknown) => current && setLoadFailure(error),
    );
    return () => {
      current = false;
    };
  }, [plain, check]);
  // The check could not be loaded: the route's error page says so, as for any of its code.
  if (loadFailure) throw loadFailure;

  const checking = !plain && !check;
  const errors = useMemo(() => (plain || !check ? noErrors : check(search)), [plain, check, search]);

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

  return { search, errors, checking, valid: !checking && Object.keys(errors).length === 0, change, clearFilters };
}
