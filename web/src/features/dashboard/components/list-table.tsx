import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { StaticButton } from '@/components/ui/static-button';
import stacked from '@/components/ui/styles/stacked-table.module.css';
import hidden from '@/components/ui/visually-hidden.module.css';
import type { ApiError } from '@/lib/api-client';
import { ListEmpty, type EmptyMessage } from './list-states';
import styles from './list-table.module.css';
import { useRowsInSlices } from './use-rows-in-slices';

const SKELETON_ROWS = 4;

/** What a list screen knows about its data: the items once loaded, or why not yet. */
export type ListState<T> = {
  items: T[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  reload: () => unknown;
};

/** "Load more" of a list the API answers in pages. */
export type ListPaging = { hasMore: boolean; loadingMore: boolean; loadMoreError: ApiError | undefined; loadMore: () => void };

/**
 * What a column's cells need beyond the table's own look: a minimum width (Chakra's sizes, for
 * cells that would otherwise squeeze a name or an e-mail), one line, or medium weight. A phone's
 * stacked rows lay every cell out alike.
 */
export type CellStyle = { minW?: '40' | '44' | '48' | '52' | '56' | '64'; whiteSpace?: 'nowrap'; fontWeight?: 'medium' };

/** One column: its header (the spec's name) and what each row shows under it. */
export type Column<T> = { header: string; cell: (item: T, index: number) => ReactNode; style?: CellStyle };

/** A column's needs as its cells' custom properties (list-table.module.css). */
function cellProperties(style: CellStyle | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  return {
    ...(style.minW ? { '--cell-min-width': `var(--chakra-sizes-${style.minW})` } : {}),
    ...(style.whiteSpace ? { '--cell-white-space': style.whiteSpace } : {}),
    ...(style.fontWeight ? { '--cell-font-weight': `var(--chakra-font-weights-${style.fontWeight})` } : {}),
  } as CSSProperties;
}

/**
 * A dashboard table as the spec lists it: its name for screen readers ("Your orders"), what it
 * lists as said while loading or when loading failed ("your orders"), what it says when empty,
 * and its columns after No.
 */
export type TableSpec<T> = { caption: string; what: string; empty: EmptyMessage; columns: Column<T>[] };

/** The scrolling table region around `element`: where focus goes once a row's button is gone. */
export const tableRegionOf = (element: HTMLElement | null) => element?.closest<HTMLElement>('[role="region"]') ?? null;

/** Every dashboard table begins with No: the row's place in the list, from 1. */
const numberColumn: Column<unknown> = { header: 'No', cell: (_item, index) => index + 1 };

type ListTableProps<T> = TableSpec<T> & {
  /** The rows; a list the API answers in pages also brings its "Load more". */
  list: ListState<T> | (ListState<T> & ListPaging);
  /** Marks a row, e.g. the signed-in admin's own row on All Admin. */
  rowHighlighted?: (item: T) => boolean;
};

/**
 * A dashboard table with its loading, empty and failed states. On a phone (below 768 px) each row
 * is a card listing its cells under their column names (stacked-table.module.css), so statuses and
 * buttons stay in view; from 768 px up it is a table, and one wider than the screen scrolls
 * sideways inside its own focusable area, never the page. The explicit roles keep the table a
 * table for screen readers (and its column names read with each cell) once a phone stacks it.
 */
export function ListTable<T extends { _id: string }>({ caption, columns: own, what, empty, list, rowHighlighted }: ListTableProps<T>) {
  const { error } = list;
  // SWR's answer re-renders at once (useSyncExternalStore), which drew the first rows inside the
  // answer's own task; from the deferred items they are drawn in a transition React slices.
  const items = useDeferredValue(list.items);
  const rows = useRowsInSlices(items);
  const columns: Column<T>[] = [numberColumn, ...own];
  // A failed refresh keeps showing the rows already on screen.
  if (error && !items) {
    return <LoadFailed what={what} reason={error.message} retrying={list.isValidating} onRetry={() => void list.reload()} />;
  }
  if (items && items.length === 0) return <ListEmpty {...empty} />;

  return (
    <div className={styles.list}>
      {/* Cells wrap (long ids and e-mails would otherwise push Access and Delete out of view); headers stay on one line. */}
      <div className={styles.scrollArea} tabIndex={0} role="region" aria-label={caption}>
        <table role="table" className={`${styles.table} ${stacked.table}`} aria-busy={!items}>
          <caption className={hidden.visuallyHidden}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row" className={styles.headerRow}>
              {columns.map(({ header }) => (
                <th key={header} role="columnheader" scope="col" className={styles.columnHeader}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">{rows ? rows.map((item, index) => <Row key={item._id} item={item} index={index} columns={columns} highlighted={rowHighlighted?.(item) ?? false} />) : <SkeletonRows columns={columns} />}</tbody>
        </table>
      </div>
      {items ? null : (
        <span role="status" className={hidden.visuallyHidden}>
          Loading {what}…
        </span>
      )}
      {items && 'loadMore' in list ? <LoadMore paging={list} /> : null}
    </div>
  );
}

function Row<T>({ item, index, columns, highlighted }: { item: T; index: number; columns: Column<T>[]; highlighted: boolean }) {
  return (
    <tr role="row" className={styles.row} data-highlighted={highlighted || undefined}>
      {columns.map(({ header, cell, style }) => (
        <Cell key={header} header={header} style={style}>
          {cell(item, index)}
        </Cell>
      ))}
    </tr>
  );
}

/**
 * A body cell, named by its column (`data-label`) for the phone's stacked rows. Its content is one
 * element, so a cell that draws several lines still sits beside its name; a cell with nothing to
 * show stays empty, and the phone leaves it out.
 */
function Cell({ header, style, children }: { header: string; style?: CellStyle; children: ReactNode }) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <td role="cell" data-label={header} className={styles.cell} style={cellProperties(style)}>
      {empty ? null : <div className={stacked.value}>{children}</div>}
    </td>
  );
}

function SkeletonRows<T>({ columns }: { columns: Column<T>[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} role="row" aria-hidden="true" className={styles.row}>
      {columns.map(({ header }) => (
        <Cell key={header} header={header}>
          <div className={styles.loading} />
        </Cell>
      ))}
    </tr>
  ));
}

/** "Load more" under a paged list, with the failure of the last try and "Try again". */
export function LoadMore({ paging }: { paging: ListPaging }) {
  if (!paging.hasMore) return null;
  return (
    <div className={styles.loadMore}>
      {paging.loadMoreError ? (
        <p role="alert" className={styles.loadMoreError}>
          {paging.loadMoreError.message}
        </p>
      ) : null}
      <StaticButton size="md" onClick={paging.loadMore} loading={paging.loadingMore} loadingText="Loading more…">
        {paging.loadMoreError ? 'Try again' : 'Load more'}
      </StaticButton>
    </div>
  );
}
