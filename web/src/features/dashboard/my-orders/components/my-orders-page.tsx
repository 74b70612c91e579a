import { Text } from '@chakra-ui/react';
import { OPEN_BOOKING_STATUSES, type Booking } from '@contract';
import { bookingAccessColumn, numberColumn, priceColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBookings } from '../api/get-my-bookings';
import { CancelBookingButton } from './cancel-booking-button';

/** The table of My Orders; `onChanged` refreshes it once an order is cancelled. */
const ordersTable = (onChanged: () => unknown): TableSpec<Booking> => ({
  caption: 'Your orders',
  what: 'your orders',
  empty: { title: 'No orders yet', description: 'Machines you book appear here with their seller and price.' },
  columns: [
    numberColumn,
    productNameColumn,
    {
      header: 'Info',
      cell: ({ sellerEmail }) => (
        <>
          <Text color="fg.muted" textStyle="xs">
            Seller
          </Text>
          <Text wordBreak="break-all">{sellerEmail || 'No longer on the marketplace'}</Text>
        </>
      ),
    },
    priceColumn,
    bookingAccessColumn(),
    // The spec's Delete: an open request or an accepted deal can be cancelled; nothing else can.
    {
      header: 'Delete',
      cell: (booking) => (OPEN_BOOKING_STATUSES.includes(booking.status) ? <CancelBookingButton booking={booking} onChanged={onChanged} /> : null),
    },
  ],
});

/** My Orders: the machines the signed-in user has booked. */
export function MyOrdersPage() {
  const user = useSignedInUser();
  const orders = useMyBookings(user.email);
  return <ListTab title="My Orders" table={ordersTable(orders.reload)} list={orders} />;
}
