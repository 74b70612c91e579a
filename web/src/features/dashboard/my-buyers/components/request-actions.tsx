import { Button, HStack, Text } from '@chakra-ui/react';
import type { Booking } from '@contract';
import { useRef, useState } from 'react';
import { useChangeBookingStatus } from '../../api/change-booking-status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { tableRegionOf as tableOf } from '../../components/list-table';

type RequestActionsProps = { booking: Booking; onChanged: () => unknown };

/**
 * Accept or Decline of a request waiting for the seller. Accepting sells the machine, so it asks
 * first; declining only answers this buyer, who may ask again.
 */
export function RequestActions({ booking, onChanged }: RequestActionsProps) {
  const change = useChangeBookingStatus(onChanged);
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  // Once the request is answered its buttons leave the row: focus moves to the table instead.
  const answered = useRef(false);
  const buttons = useRef<HTMLDivElement>(null);
  const request = `the request of ${booking.buyerName} for ${booking.productName}`;

  const accept = async () => {
    answered.current = await change(booking, 'accepted');
  };

  const decline = async () => {
    setDeclining(true);
    const done = await change(booking, 'declined');
    setDeclining(false);
    if (done) tableOf(buttons.current)?.focus();
  };

  return (
    <HStack ref={buttons} gap="2" wrap="wrap">
      <Button size="xs" aria-label={`Accept ${request}`} disabled={declining} onClick={() => setConfirming(true)}>
        Accept
      </Button>
      <Button size="xs" variant="outline" aria-label={`Decline ${request}`} loading={declining} loadingText="Declining…" onClick={() => void decline()}>
        Decline
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Accept the request of ${booking.buyerName}?`}
        confirmLabel="Accept"
        busyLabel="Accepting…"
        onConfirm={accept}
        finalFocusEl={() => (answered.current ? tableOf(buttons.current) : null)}
      >
        <Text>
          {booking.productName} is sold to {booking.buyerName} and shows as sold in the catalog. The other requests for this machine will be declined.
        </Text>
      </ConfirmDialog>
    </HStack>
  );
}
