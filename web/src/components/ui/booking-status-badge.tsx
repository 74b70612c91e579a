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

/**
 * A colour per status, the word always with it (colour alone tells nothing to some readers): waiting
 * blue, a deal green, declined red, withdrawn orange, cancelled grey. Each palette's surface badge
 * (its fg on its subtle background) reads above 6:1 in both themes.
 */
export const BOOKING_STATUS_PALETTES: Record<BookingStatus, string> = {
  requested: 'blue',
  accepted: 'green',
  declined: 'red',
  cancelled: 'gray',
  withdrawn: 'orange',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge colorPalette={BOOKING_STATUS_PALETTES[status]} variant="surface" whiteSpace="nowrap" flexShrink="0">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
