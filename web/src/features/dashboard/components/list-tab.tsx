import type { ReactNode } from 'react';
import { DashboardPage } from './dashboard-page';
import { ListTable, type ListPaging, type ListState, type TableSpec } from './list-table';

type ListTabProps<T> = {
  title: string;
  /** The tab's h1 when the spec words it otherwise than its name. */
  heading?: string;
  table: TableSpec<T>;
  list: ListState<T> | (ListState<T> & ListPaging);
  rowHighlighted?: (item: T) => boolean;
  /** The tab's opening sentence under its heading (tabs.ts), which the page's still shell draws too. */
  intro?: string;
  /** Above the table, e.g. the seller's card. */
  above?: ReactNode;
  /** After the table, e.g. a confirmation dialog. */
  children?: ReactNode;
};

/** A dashboard tab that lists something: My Orders, My Buyers, My Products, All Buyer, All Seller, All Admin. */
export function ListTab<T extends { _id: string }>({ title, heading, table, list, rowHighlighted, intro, above, children }: ListTabProps<T>) {
  return (
    <DashboardPage title={title} heading={heading} intro={intro}>
      {above}
      <ListTable {...table} list={list} rowHighlighted={rowHighlighted} />
      {children}
    </DashboardPage>
  );
}
