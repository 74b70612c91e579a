import { Text } from '@chakra-ui/react';
import type { Booking } from '@contract';
import { accessColumn, comingSoonDeleteColumn, numberColumn, priceColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBookings } from '../api/get-my-bookings';

const orders: TableSpec<Booking> = {
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
    accessColumn,
    comingSoonDeleteColumn(({ productName }) => `the order of ${productName}`),
  ],
};

/** My Orders: the machines the signed-in user has booked. */
export function MyOrdersPage() {
  const user = useSignedInUser();
  return <ListTab title="My Orders" table={orders} list={useMyBookings(user.email)} />;
}
