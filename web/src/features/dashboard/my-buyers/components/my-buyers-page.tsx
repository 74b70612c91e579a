import { Link, Text } from '@chakra-ui/react';
import type { Booking } from '@contract';
import { formatPrice } from '@/lib/format';
import { bookingAccessColumn, comingSoonDeleteColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { Column, TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBuyers } from '../api/get-my-buyers';
import { RequestActions } from './request-actions';

/** Info & Price: the booking's transaction id and the price it was made at. */
const dealColumn: Column<Booking> = {
  header: 'Info & Price',
  cell: ({ _id, resalePrice }) => (
    <>
      <Text>
        Trx Id: <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">{_id}</Text>
      </Text>
      <Text>Price: {formatPrice(resalePrice)}</Text>
    </>
  ),
};

/**
 * "Seller Info" holds the buyer's contact: the spec's own wording for the column. Its e-mail breaks
 * anywhere, so a narrower minimum leaves room at 1280 px for Access and Delete beside it.
 */
const buyerColumn: Column<Booking> = { header: 'Seller Info', cell: (booking) => <BuyerContact booking={booking} />, style: { minW: '44' } };

/** The table of My Buyers; `onChanged` refreshes it once a request is answered (Accept or Decline, under Access). */
const buyersTable = (onChanged: () => unknown): TableSpec<Booking> => ({
  caption: 'Bookings of your products',
  what: 'your buyers',
  empty: { title: 'No buyers yet', description: 'When a buyer books one of your machines, their contact appears here.' },
  columns: [
    productNameColumn,
    dealColumn,
    buyerColumn,
    bookingAccessColumn((booking) => (booking.status === 'requested' ? <RequestActions booking={booking} onChanged={onChanged} /> : null)),
    comingSoonDeleteColumn(({ productName, buyerName }) => `the booking of ${productName} by ${buyerName}`),
  ],
});

function BuyerContact({ booking }: { booking: Booking }) {
  return (
    <>
      <Text fontWeight="medium">{booking.buyerName}</Text>
      {/* Two links one above the other: each at least 24 px high, so a finger hits the one it means. */}
      <Link href={`mailto:${booking.buyerEmail}`} display="block" py="0.5" wordBreak="break-all" color="colorPalette.fg">
        {booking.buyerEmail}
      </Link>
      <Link href={`tel:${booking.buyerNumber}`} display="block" py="0.5" color="colorPalette.fg">
        {booking.buyerNumber}
      </Link>
      <Text color="fg.muted">{booking.buyerLocation}</Text>
    </>
  );
}

/** My Buyers: who booked the signed-in seller's machines, how to reach them, and the answer to each request. */
export function MyBuyersPage() {
  const user = useSignedInUser();
  const buyers = useMyBuyers(user.email);
  return <ListTab title="My Buyers" table={buyersTable(buyers.reload)} list={buyers} />;
}
