import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Booking, BookingStatus } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { DialogBody, DialogFooter, useCloseDialog } from '@/components/ui/form-dialog';
import { formatDay } from '@/lib/format';

// Only an open request (requested or accepted) is shown here: after any other end, asking again is a new request.
const standing: Partial<Record<BookingStatus, string>> = {
  requested: 'Your request is waiting for the seller.',
  accepted: 'The seller accepted your request: this machine is yours.',
};

/** In place of the booking form, for a buyer whose request for this machine is still open. */
export function AlreadyAsked({ booking }: { booking: Booking }) {
  const says = standing[booking.status] ?? standing.requested!;
  const close = useCloseDialog();
  return (
    <>
      <DialogBody>
        {/* A status: read out when it takes the place of the "checking" spinner. */}
        <Stack gap="3" role="status">
          <Text fontWeight="semibold" fontSize="lg">
            You already asked for this machine
          </Text>
          <HStack gap="2" wrap="wrap">
            <BookingStatusBadge status={booking.status} />
            <Text color="fg.muted" textStyle="sm">
              since {formatDay(booking.createdAt)}
            </Text>
          </HStack>
          <Text>{says}</Text>
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">See My Orders</RouterLink>
        </Button>
        <Button onClick={close}>OK</Button>
      </DialogFooter>
    </>
  );
}
