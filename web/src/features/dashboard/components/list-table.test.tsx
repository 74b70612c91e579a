import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import stacked from '@/components/ui/styles/stacked-table.module.css';
import { renderWithProviders } from '@/testing/render';
import { columnHeaders } from '@/testing/tables';
import { paletteOf } from '@/testing/palette';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_PALETTES, BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { ListTable, type Column, type ListState } from './list-table';
import { FIRST_ROWS, SLICE_ROWS } from './use-rows-in-slices';

type Machine = { _id: string; name: string; price: string; step: string | null };

const columns: Column<Machine>[] = [
  { header: 'Machine', cell: ({ name }) => name },
  // Several lines in one cell: they stay together beside the column's name on a phone.
  { header: 'Price', cell: ({ price }) => (
    <>
      <span>{price}</span>
      <span>Saved at $990</span>
    </>
  ) },
  { header: 'Delete', cell: ({ step }) => (step ? <button type="button">{step}</button> : null) },
];

const loaded = (items: Machine[]): ListState<Machine> => ({ items, error: undefined, isLoading: false, isValidating: false, reload: () => {} });

const machines: Machine[] = [
  { _id: 'm1', name: 'Kirloskar TV1', price: '$1,250', step: 'Delete' },
  { _id: 'm2', name: 'Yanmar L100', price: '$450', step: null },
];

describe('the dashboard’s list table', () => {
  it('names every cell by its column, so a phone’s stacked rows keep their labels, and keeps the table’s roles for screen readers', () => {
    renderWithProviders(<ListTable caption="Your machines" what="your machines" empty={{ title: 'None', description: 'None yet.' }} columns={columns} list={loaded(machines)} />);

    const table = screen.getByRole('table', { name: 'Your machines' });
    expect(table).toHaveClass(stacked.table as string);
    expect(columnHeaders(table)).toEqual(['No', 'Machine', 'Price', 'Delete']);
    // The explicit roles survive the phone's display: block, where a browser may drop the implicit ones.
    expect(within(table).getAllByRole('rowgroup').map((group) => group.getAttribute('role'))).toEqual(['rowgroup', 'rowgroup']);

    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('role'), cell.dataset.label, cell.textContent])).toEqual([
      ['cell', 'No', '1'],
      ['cell', 'Machine', 'Kirloskar TV1'],
      ['cell', 'Price', '$1,250Saved at $990'],
      ['cell', 'Delete', 'Delete'],
    ]);
    // A cell's content is one element beside its label, however many lines it draws.
    expect(cells[2]?.children).toHaveLength(1);
    // A cell with nothing to show stays empty (a phone leaves it out); its label is still there for the table.
    const emptyDelete = within(second as HTMLElement).getAllByRole('cell')[3] as HTMLElement;
    expect(emptyDelete).toBeEmptyDOMElement();
    expect(emptyDelete.dataset.label).toBe('Delete');
  });

  it('draws the first rows with the answer and the others a few at a time in later commits, in order, the next page too', async () => {
    const many = Array.from({ length: 12 }, (_, index): Machine => ({ _id: `m${index + 1}`, name: `Machine ${index + 1}`, price: '$100', step: null }));
    // A list whose next page arrives on a press, and the rows on the page at each commit (the
    // test's act() runs the later commits before it returns).
    function Paged() {
      const [count, setCount] = useState(10);
      return (
        <>
          <button type="button" onClick={() => setCount(12)}>
            Next page
          </button>
          <ListTable caption="Your machines" what="your machines" empty={{ title: 'None', description: 'None yet.' }} columns={columns} list={loaded(many.slice(0, count))} />
        </>
      );
    }
    const committed: number[] = [];
    renderWithProviders(
      <Profiler id="rows" onRender={() => committed.push(document.querySelectorAll('tbody tr').length)}>
        <Paged />
      </Profiler>,
    );
    expect(committed).toEqual([FIRST_ROWS, FIRST_ROWS + SLICE_ROWS, 10]);
    const table = screen.getByRole('table', { name: 'Your machines' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(many.slice(0, 10).map(({ name }) => name));

    // The press's own commit keeps the rows on screen; the new page's rows follow in transitions.
    const before = committed.length;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(committed.slice(before)).toEqual([10, 10, 12]);
    expect(names()).toEqual(many.map(({ name }) => name));
  });

  it('draws an answer in transitions after the answer’s own commit, which still shows the loading rows', async () => {
    const many = Array.from({ length: 6 }, (_, index): Machine => ({ _id: `m${index + 1}`, name: `Machine ${index + 1}`, price: '$100', step: null }));
    // The answer handed over as SWR hands it: from a store read with useSyncExternalStore, whose
    // updates React cannot set aside.
    let answer: Machine[] | undefined;
    const listeners = new Set<() => void>();
    const store = { subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)), read: () => answer };
    function Answered() {
      const items = useSyncExternalStore(store.subscribe, store.read);
      return <ListTable caption="Your machines" what="your machines" empty={{ title: 'None', description: 'None yet.' }} columns={columns} list={{ ...loaded(many), items, isLoading: !items }} />;
    }
    const committed: number[] = [];
    renderWithProviders(
      <Profiler id="rows" onRender={() => committed.push(document.querySelectorAll('tbody tr:not([aria-hidden])').length)}>
        <Answered />
      </Profiler>,
    );
    const before = committed.length;

    await act(async () => {
      answer = many;
      listeners.forEach((listener) => listener());
    });
    expect(committed.slice(before)).toEqual([0, FIRST_ROWS, 6]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the loading skeleton’s cells too', () => {
    renderWithProviders(
      <ListTable caption="Your machines" what="your machines" empty={{ title: 'None', description: 'None yet.' }} columns={columns} list={{ ...loaded([]), items: undefined, isLoading: true }} />,
    );

    const table = screen.getByRole('table', { hidden: true });
    const labels = Array.from(table.querySelectorAll('tbody tr:first-child td')).map((cell) => (cell as HTMLElement).dataset.label);
    expect(labels).toEqual(['No', 'Machine', 'Price', 'Delete']);
  });
});

describe('the booking status badge', () => {
  it('gives each status its own palette, with its word', () => {
    const statuses = Object.keys(BOOKING_STATUS_PALETTES) as (keyof typeof BOOKING_STATUS_PALETTES)[];
    renderWithProviders(
      <>
        {statuses.map((status) => (
          <BookingStatusBadge key={status} status={status} />
        ))}
      </>,
    );

    const palettes = statuses.map((status) => {
      const badge = screen.getByText(BOOKING_STATUS_LABELS[status]);
      return [status, paletteOf(badge)];
    });
    expect(palettes).toEqual([
      ['requested', 'blue'],
      ['accepted', 'green'],
      ['declined', 'red'],
      ['cancelled', 'gray'],
      ['withdrawn', 'orange'],
    ]);
  });
});
