import type { Booking } from '@contract';
import { formatPrice } from '@/lib/format';
import { bookingAccessColumn, comingSoonDeleteColumn, productNameColumn } from '../../components/columns';
import { ListTab } from '../../components/list-tab';
import type { Column, TableSpec } from '../../components/list-table';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyBuyers } from '../api/get-my-buyers';
import { RequestActions } from './request-actions';
import cells from '../../components/cells.module.css';
import styles from './my-buyers-page.module.css';
import { tabIntro } from '../../tabs';

/** Info & Price: the booking's transaction id and the price it was made at. */
const dealColumn: Column<Booking> = {
  header: 'Info & Price',
  cell: ({ _id, resalePrice }) => (
    <>
      <p>
        Trx Id: <span className={styles.trxId}>{_id}</span>
      </p>
      <p>Price: {formatPrice(resalePrice)}</p>
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
      <p className={cells.strong}>{booking.buyerName}</p>
      {/* Two links one above the other: each at least 24 px high, so a finger hits the one it means. */}
      <a href={`mailto:${booking.buyerEmail}`} className={styles.emailLine}>
        {booking.buyerEmail}
      </a>
      <a href={`tel:${booking.buyerNumber}`} className={styles.contactLine}>
        {booking.buyerNumber}
      </a>
      <p className={cells.quiet}>{booking.buyerLocation}</p>
    </>
  );
}

/** My Buyers: who booked the signed-in seller's machines, how to reach them, and the answer to each request. */
export function MyBuyersPage() {
  const user = useSignedInUser();
  const buyers = useMyBuyers(user.email);
  return <ListTab title="My Buyers" intro={tabIntro('/dashboard/myBuyers')} table={buyersTable(buyers.reload)} list={buyers} />;
}
