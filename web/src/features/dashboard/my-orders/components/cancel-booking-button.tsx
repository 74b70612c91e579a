import { Button, Text } from '@chakra-ui/react';
import type { Booking } from '@contract';
import { useRef, useState } from 'react';
import { useChangeBookingStatus } from '../../api/change-booking-status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { tableRegionOf as tableOf } from '../../components/list-table';

type CancelBookingButtonProps = { booking: Booking; onChanged: () => unknown };

/** Cancel of the buyer's open request or accepted deal, after a confirmation. */
export function CancelBookingButton({ booking, onChanged }: CancelBookingButtonProps) {
  const change = useChangeBookingStatus(onChanged);
  const [confirming, setConfirming] = useState(false);
  // Once cancelled the button leaves the row: focus moves to the table instead.
  const cancelled = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const deal = booking.status === 'accepted';

  return (
    <>
      <Button ref={button} size="xs" variant="outline" colorPalette="red" aria-label={`Cancel the order of ${booking.productName}`} onClick={() => setConfirming(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={deal ? `Cancel the deal for ${booking.productName}?` : `Cancel your request for ${booking.productName}?`}
        confirmLabel={deal ? 'Cancel the deal' : 'Cancel the request'}
        busyLabel="Cancelling…"
        cancelLabel="Keep it"
        colorPalette="red"
        onConfirm={async () => {
          cancelled.current = await change(booking, 'cancelled');
        }}
        finalFocusEl={() => (cancelled.current ? tableOf(button.current) : null)}
      >
        <Text>
          {deal
            ? 'The machine is no longer yours: it goes back on sale, and the seller is told.'
            : 'The seller is told you no longer want this machine. You can book it again later.'}
        </Text>
      </ConfirmDialog>
    </>
  );
}
