import { Button, Stack, Table } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

type ChartTableProps = {
  /** The table's name, as screen readers announce it: "Views and requests per day". */
  caption: string;
  columns: string[];
  /** One row a point of the chart: its first cell names it (the day), the others are its figures. */
  rows: { key: string; cells: ReactNode[] }[];
};

/**
 * A chart's figures as a table, behind "Show as a table": the chart's text alternative for screen
 * readers, and for anyone who wants the exact numbers. A wide table scrolls sideways inside its own
 * focusable area, never the page.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Stack gap="3" align="flex-start">
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen(!open)}>
        {open ? 'Hide the table' : 'Show as a table'}
      </Button>
      {open ? (
        <Table.ScrollArea id={tableId} w="full" maxH="sm" borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label={caption}>
          <Table.Root size="sm" stickyHeader>
            <Table.Caption srOnly>{caption}</Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {columns.map((column, index) => (
                  <Table.ColumnHeader key={column} scope="col" whiteSpace="nowrap" textAlign={index === 0 ? 'start' : 'end'}>
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ key, cells: [first, ...figures] }) => (
                <Table.Row key={key}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                    {first}
                  </Table.Cell>
                  {figures.map((figure, index) => (
                    <Table.Cell key={columns[index + 1]} textAlign="end" fontVariantNumeric="tabular-nums">
                      {figure}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
