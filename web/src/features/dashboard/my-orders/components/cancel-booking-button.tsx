import type { Booking } from '@contract';
import { useChangeBookingStatus } from '../../api/change-booking-status';
import { ConfirmButton } from '../../components/confirm-button';

type CancelBookingButtonProps = { booking: Booking; onChanged: () => unknown };

/** Cancel of the buyer's open request or accepted deal, after a confirmation. */
export function CancelBookingButton({ booking, onChanged }: CancelBookingButtonProps) {
  const change = useChangeBookingStatus(onChanged);
  const deal = booking.status === 'accepted';

  return (
    <ConfirmButton
      label="Cancel"
      ariaLabel={`Cancel the order of ${booking.productName}`}
      title={deal ? `Cancel the deal for ${booking.productName}?` : `Cancel your request for ${booking.productName}?`}
      confirmLabel={deal ? 'Cancel the deal' : 'Cancel the request'}
      busyLabel="Cancelling…"
      cancelLabel="Keep it"
      onConfirm={() => change(booking, 'cancelled')}
    >
      <p>
        {deal
          ? 'The machine is no longer yours: it goes back on sale, and the seller is told.'
          : 'The seller is told you no longer want this machine. You can book it again later.'}
      </p>
    </ConfirmButton>
  );
}
