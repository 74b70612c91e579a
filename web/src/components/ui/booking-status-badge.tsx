import type { BookingStatus } from '@contract';
import { StaticBadge, type BadgePalette } from './static-badge';

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
export const BOOKING_STATUS_PALETTES: Record<BookingStatus, BadgePalette> = {
  requested: 'blue',
  accepted: 'green',
  declined: 'red',
  cancelled: 'gray',
  withdrawn: 'orange',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <StaticBadge palette={BOOKING_STATUS_PALETTES[status]} variant="surface">
      {BOOKING_STATUS_LABELS[status]}
    </StaticBadge>
  );
}
