import { Badge, Table } from '@chakra-ui/react';

/** The Access column: the spec's lists have no access states yet, so every row is "Upcoming". */
export function AccessCell() {
  return (
    <Table.Cell>
      <Badge colorPalette="gray" variant="surface">
        Upcoming
      </Badge>
    </Table.Cell>
  );
}
