import { OPEN_BOOKING_STATUSES, type Booking } from '@contract';
import { bookingAccessColumn, priceColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { Column, TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBookings } from '../api/get-my-bookings';
import { CancelBookingButton } from './cancel-booking-button';
import cells from '../../components/cells.module.css';
import { tabIntro } from '../../tabs';

/** Info: who sells the machine, or that they left the marketplace. */
const sellerColumn: Column<Booking> = {
  header: 'Info',
  cell: ({ sellerEmail }) => (
    <>
      <p className={cells.note}>Seller</p>
      <p className={cells.breakAnywhere}>{sellerEmail || 'No longer on the marketplace'}</p>
    </>
  ),
};

/**
 * What the buyer does once the seller accepted: the booking names only the seller's e-mail (no
 * phone), so that is where they arrange payment and collection.
 */
function NextStep({ booking }: { booking: Booking }) {
  if (booking.status !== 'accepted') return null;
  if (!booking.sellerEmail) return <p className={cells.small}>The seller accepted.</p>;
  // Narrow, so the sentence wraps under the badge instead of squeezing the seller's e-mail in Info.
  return (
    <p className={cells.narrowSmall}>
      The seller accepted: contact them at{' '}
      <a href={`mailto:${booking.sellerEmail}`} className={cells.emailLink}>
        {booking.sellerEmail}
      </a>{' '}
      to arrange payment and collection.
    </p>
  );
}

/**
 * The spec's Delete: an open request or an accepted deal can be cancelled (docs/deals.md lets the
 * buyer call off a deal too: the machine goes back on sale); nothing else can.
 */
const cancelColumn = (onChanged: () => unknown): Column<Booking> => ({
  header: 'Delete',
  cell: (booking) => (OPEN_BOOKING_STATUSES.includes(booking.status) ? <CancelBookingButton booking={booking} onChanged={onChanged} /> : null),
});

/** The table of My Orders; `onChanged` refreshes it once an order is cancelled. */
const ordersTable = (onChanged: () => unknown): TableSpec<Booking> => ({
  caption: 'Your orders',
  what: 'your orders',
  empty: { title: 'No orders yet', description: 'Machines you book appear here with their seller and price.' },
  columns: [productNameColumn, sellerColumn, priceColumn, bookingAccessColumn((booking) => <NextStep booking={booking} />), cancelColumn(onChanged)],
});

/** My Orders: the machines the signed-in user has booked. */
export function MyOrdersPage() {
  const user = useSignedInUser();
  const orders = useMyBookings(user.email);
  return <ListTab title="My Orders" intro={tabIntro('/dashboard')} table={ordersTable(orders.reload)} list={orders} />;
}
