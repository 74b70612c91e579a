import { Table, Text } from '@chakra-ui/react';
import { AccessCell } from '../../components/access-cell';
import { ComingSoonDelete } from '../../components/coming-soon';
import { DashboardPage } from '../../components/dashboard-page';
import { ListTable } from '../../components/list-table';
import { formatPrice } from '../../components/price';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBookings } from '../api/get-my-bookings';

const columns = ['No', 'Product Name', 'Info', 'Price', 'Access', 'Delete'] as const;

/** My Orders: the machines the signed-in user has booked. */
export function MyOrdersPage() {
  const user = useSignedInUser();
  const orders = useMyBookings(user.email);

  return (
    <DashboardPage title="My Orders">
      <ListTable
        caption="Your orders"
        columns={columns}
        list={orders}
        paging={orders}
        what="your orders"
        empty={{ title: 'No orders yet', description: 'Machines you book appear here with their seller and price.' }}
        rowKey={(booking) => booking._id}
        renderCells={(booking, index) => (
          <>
            <Table.Cell>{index + 1}</Table.Cell>
            <Table.Cell fontWeight="medium" minW="48">
              {booking.productName}
            </Table.Cell>
            <Table.Cell>
              <Text color="fg.muted" textStyle="xs">
                Seller
              </Text>
              <Text wordBreak="break-all">{booking.sellerEmail || 'No longer on the marketplace'}</Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatPrice(booking.resalePrice)}</Table.Cell>
            <AccessCell status={booking.status} />
            <Table.Cell>
              <ComingSoonDelete what={`the order of ${booking.productName}`} />
            </Table.Cell>
          </>
        )}
      />
    </DashboardPage>
  );
}
