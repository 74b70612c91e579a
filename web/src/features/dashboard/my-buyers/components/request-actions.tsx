import type { Booking } from '@contract';
import { useChangeBookingStatus } from '../../api/change-booking-status';
import { ConfirmButton } from '../../components/confirm-button';
import cells from '../../components/cells.module.css';

type RequestActionsProps = { booking: Booking; onChanged: () => unknown };

/**
 * Accept or Decline of a request waiting for the seller. Both answer the buyer for good, so both
 * ask first: accepting sells the machine, declining tells this buyer no (they may ask again).
 * Once answered the buttons leave the row, and focus waits on the table (see ConfirmButton).
 */
export function RequestActions({ booking, onChanged }: RequestActionsProps) {
  const change = useChangeBookingStatus(onChanged);
  const request = `the request of ${booking.buyerName} for ${booking.productName}`;

  return (
    <div className={cells.side}>
      <ConfirmButton
        label="Accept"
        ariaLabel={`Accept ${request}`}
        primary
        title={`Accept the request of ${booking.buyerName}?`}
        confirmLabel="Accept"
        busyLabel="Accepting…"
        onConfirm={() => change(booking, 'accepted')}
      >
        <p>
          {booking.productName} is sold to {booking.buyerName} and shows as sold in the catalog. The other requests for this machine will be declined.
        </p>
      </ConfirmButton>
      <ConfirmButton
        label="Decline"
        ariaLabel={`Decline ${request}`}
        title={`Decline the request of ${booking.buyerName}?`}
        confirmLabel="Decline"
        busyLabel="Declining…"
        onConfirm={() => change(booking, 'declined')}
      >
        <p>
          {booking.buyerName} is told you declined their request for {booking.productName}. The machine stays on sale, and they may ask for it again.
        </p>
      </ConfirmButton>
    </div>
  );
}
