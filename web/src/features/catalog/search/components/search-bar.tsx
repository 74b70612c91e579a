import { useCallback } from 'react';
import { DEFAULT_SORT, hasFilters } from '../search-address';
import type { useCatalogSearch } from '../use-catalog-search';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-panel';
import type { PanelFilters } from './panel-filters';
import { SaveSearchButton } from './save-search-button';
import { SearchBox } from './search-box';
import styles from './search-bar.module.css';
import { SortMenu } from './sort-menu';

type SearchBarProps = {
  /** "all" or a machine size. */
  size: string;
  catalog: ReturnType<typeof useCatalogSearch>;
  /** The filters sit beside the results (wide screens) rather than in a drawer. */
  wide: boolean;
  /** How many machines the search finds, once known ("1,000+" past the count's cap). */
  total: string | undefined;
};

const matches = (total: string) => `${total} ${total === '1' ? 'machine matches' : 'machines match'} your search`;

/** Above the results: the keywords, the filters' drawer on phones, the order, the count, saving, and the filters in use. */
export function SearchBar({ size, catalog, wide, total }: SearchBarProps) {
  const { search, errors, valid, change, clearFilters } = catalog;
  const searching = hasFilters(search) && valid;
  // The same function until the search changes: the drawer's form is drawn again only then, not
  // each time the results or their count arrive.
  const applyFilters = useCallback((filters: PanelFilters) => change(filters), [change]);

  return (
    <div className={styles.bar}>
      <div className={styles.query}>
        <SearchBox value={search.q ?? ''} onSearch={(q, replace) => change({ q }, { replace })} />
        <div className={styles.actions}>
          {wide ? null : <FilterDrawer search={search} errors={errors} onApply={applyFilters} />}
          <SortMenu sort={search.sort} onSort={(sort) => change({ sort: sort === DEFAULT_SORT ? undefined : sort })} />
        </div>
      </div>
      <div className={styles.summary}>
        {/* Said when it changes: the results of a new search arrive without moving the focus. */}
        <p aria-live="polite" className={styles.matches}>
          {searching && total !== undefined ? matches(total) : null}
        </p>
        {searching ? <SaveSearchButton size={size} search={search} /> : null}
      </div>
      <ActiveFilters search={search} onRemove={(name) => change({ [name]: undefined })} onClearAll={clearFilters} />
    </div>
  );
}
