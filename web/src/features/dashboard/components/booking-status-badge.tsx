import { Badge } from '@chakra-ui/react';
import type { BookingStatus } from '@contract';

/** Where a booking stands, in the words both sides see (see the contract's booking statuses). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  withdrawn: 'Withdrawn',
};

// Every status in the one palette whose badge text keeps its contrast in both themes (axe); the
// word itself tells the statuses apart.
const PALETTES: Record<BookingStatus, string> = {
  requested: 'gray',
  accepted: 'gray',
  declined: 'gray',
  cancelled: 'gray',
  withdrawn: 'gray',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge colorPalette={PALETTES[status]} variant="surface" whiteSpace="nowrap">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
