import { Link, Table, Text } from '@chakra-ui/react';
import { AccessCell } from '../../components/access-cell';
import { ComingSoonDelete } from '../../components/coming-soon';
import { DashboardPage } from '../../components/dashboard-page';
import { ListTable } from '../../components/list-table';
import { formatPrice } from '../../components/price';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBuyers } from '../api/get-my-buyers';

// "Seller Info" holds the buyer's contact: the spec's own wording for the column.
const columns = ['No', 'Product Name', 'Info & Price', 'Seller Info', 'Access', 'Delete'] as const;

/** My Buyers: who booked the signed-in seller's machines, and how to reach them. */
export function MyBuyersPage() {
  const user = useSignedInUser();
  const buyers = useMyBuyers(user.email);

  return (
    <DashboardPage title="My Buyers">
      <ListTable
        caption="Bookings of your products"
        columns={columns}
        list={buyers}
        paging={buyers}
        what="your buyers"
        empty={{ title: 'No buyers yet', description: 'When a buyer books one of your machines, their contact appears here.' }}
        rowKey={(booking) => booking._id}
        renderCells={(booking, index) => (
          <>
            <Table.Cell>{index + 1}</Table.Cell>
            <Table.Cell fontWeight="medium" minW="48">
              {booking.productName}
            </Table.Cell>
            <Table.Cell>
              <Text>
                Trx Id: <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">{booking._id}</Text>
              </Text>
              <Text>Price: {formatPrice(booking.resalePrice)}</Text>
            </Table.Cell>
            <Table.Cell minW="56">
              <Text fontWeight="medium">{booking.buyerName}</Text>
              <Link href={`mailto:${booking.buyerEmail}`} display="block" wordBreak="break-all" color="colorPalette.fg">
                {booking.buyerEmail}
              </Link>
              <Link href={`tel:${booking.buyerNumber}`} display="block" color="colorPalette.fg">
                {booking.buyerNumber}
              </Link>
              <Text color="fg.muted">{booking.buyerLocation}</Text>
            </Table.Cell>
            <AccessCell />
            <Table.Cell>
              <ComingSoonDelete what={`the booking of ${booking.productName} by ${booking.buyerName}`} />
            </Table.Cell>
          </>
        )}
      />
    </DashboardPage>
  );
}
