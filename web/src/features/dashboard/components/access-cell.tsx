import { Badge, Table } from '@chakra-ui/react';
import type { BookingStatus } from '@contract';

/**
 * The Access column: "Upcoming" for every row the spec lists, except a booking whose machine was
 * withdrawn (its seller's account was removed), which says so.
 */
export function AccessCell({ status }: { status?: BookingStatus }) {
  const withdrawn = status === 'withdrawn';
  return (
    <Table.Cell>
      <Badge colorPalette={withdrawn ? 'orange' : 'gray'} variant="surface">
        {withdrawn ? 'Withdrawn' : 'Upcoming'}
      </Badge>
    </Table.Cell>
  );
}
