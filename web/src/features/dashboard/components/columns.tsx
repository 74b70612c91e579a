import type { Booking } from '@contract';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { StaticBadge } from '@/components/ui/static-badge';
import cells from './cells.module.css';
import { ComingSoonDelete } from './coming-soon';
import type { Column } from './list-table';

// Columns several dashboard tables share, named as the spec names them.

export const productNameColumn: Column<{ productName: string }> = {
  header: 'Product Name',
  cell: ({ productName }) => productName,
  style: { fontWeight: 'medium', minW: '48' },
};

export const priceColumn: Column<{ resalePrice: number }> = { header: 'Price', cell: ({ resalePrice }) => formatPrice(resalePrice), style: { whiteSpace: 'nowrap' } };

/** Access of a user row: "Upcoming", as the spec lists it. */
export const accessColumn: Column<object> = {
  header: 'Access',
  cell: () => (
    <StaticBadge palette="gray" variant="surface">
      Upcoming
    </StaticBadge>
  ),
};

/** Access of a booking: where it stands, then what the viewer may do about it, if anything. */
export const bookingAccessColumn = (actions?: (booking: Booking) => ReactNode): Column<Booking> => ({
  header: 'Access',
  cell: (booking) => (
    <div className={cells.roomyLines}>
      <BookingStatusBadge status={booking.status} />
      {actions?.(booking)}
    </div>
  ),
});

/** Delete of a booking: not built, so it says so instead of doing nothing; `what` names the row for the button. */
export const comingSoonDeleteColumn = <T,>(what: (item: T) => string): Column<T> => ({ header: 'Delete', cell: (item) => <ComingSoonDelete what={what(item)} /> });
