import { Button, HStack, Text } from '@chakra-ui/react';
import type { Booking } from '@contract';
import { useRef, useState } from 'react';
import { useChangeBookingStatus } from '../../api/change-booking-status';
import { ConfirmButton } from '../../components/confirm-button';
import { tableRegionOf as tableOf } from '../../components/list-table';

type RequestActionsProps = { booking: Booking; onChanged: () => unknown };

/**
 * Accept or Decline of a request waiting for the seller. Accepting sells the machine, so it asks
 * first; declining only answers this buyer, who may ask again.
 */
export function RequestActions({ booking, onChanged }: RequestActionsProps) {
  const change = useChangeBookingStatus(onChanged);
  const [declining, setDeclining] = useState(false);
  // Once the request is answered its buttons leave the row: focus moves to the table instead.
  const buttons = useRef<HTMLDivElement>(null);
  const request = `the request of ${booking.buyerName} for ${booking.productName}`;

  const decline = async () => {
    setDeclining(true);
    const done = await change(booking, 'declined');
    setDeclining(false);
    if (done) tableOf(buttons.current)?.focus();
  };

  return (
    <HStack ref={buttons} gap="2" wrap="wrap">
      <ConfirmButton
        label="Accept"
        ariaLabel={`Accept ${request}`}
        primary
        disabled={declining}
        title={`Accept the request of ${booking.buyerName}?`}
        confirmLabel="Accept"
        busyLabel="Accepting…"
        onConfirm={() => change(booking, 'accepted')}
      >
        <Text>
          {booking.productName} is sold to {booking.buyerName} and shows as sold in the catalog. The other requests for this machine will be declined.
        </Text>
      </ConfirmButton>
      <Button size="xs" variant="outline" aria-label={`Decline ${request}`} loading={declining} loadingText="Declining…" onClick={() => void decline()}>
        Decline
      </Button>
    </HStack>
  );
}
