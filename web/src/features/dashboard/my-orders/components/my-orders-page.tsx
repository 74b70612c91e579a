import { Text } from '@chakra-ui/react';
import { OPEN_BOOKING_STATUSES, type Booking } from '@contract';
import { bookingAccessColumn, priceColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { Column, TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBookings } from '../api/get-my-bookings';
import { CancelBookingButton } from './cancel-booking-button';

/** Info: who sells the machine, or that they left the marketplace. */
const sellerColumn: Column<Booking> = {
  header: 'Info',
  cell: ({ sellerEmail }) => (
    <>
      <Text color="fg.muted" textStyle="xs">
        Seller
      </Text>
      <Text wordBreak="break-all">{sellerEmail || 'No longer on the marketplace'}</Text>
    </>
  ),
};

/** The spec's Delete: an open request or an accepted deal can be cancelled; nothing else can. */
const cancelColumn = (onChanged: () => unknown): Column<Booking> => ({
  header: 'Delete',
  cell: (booking) => (OPEN_BOOKING_STATUSES.includes(booking.status) ? <CancelBookingButton booking={booking} onChanged={onChanged} /> : null),
});

/** The table of My Orders; `onChanged` refreshes it once an order is cancelled. */
const ordersTable = (onChanged: () => unknown): TableSpec<Booking> => ({
  caption: 'Your orders',
  what: 'your orders',
  empty: { title: 'No orders yet', description: 'Machines you book appear here with their seller and price.' },
  columns: [productNameColumn, sellerColumn, priceColumn, bookingAccessColumn(), cancelColumn(onChanged)],
});

/** My Orders: the machines the signed-in user has booked. */
export function MyOrdersPage() {
  const user = useSignedInUser();
  const orders = useMyBookings(user.email);
  return <ListTab title="My Orders" table={ordersTable(orders.reload)} list={orders} />;
}
