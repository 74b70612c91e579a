import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { bookingBlockedReason } from './booking-blocked-reason';
import { BookingForm } from './booking-form';

type BookNowProps = { product: Pick<Product, '_id' | 'productName' | 'resalePrice' | 'sold' | 'sellerUid'> };

/**
 * "Book now" and the booking modal of this one product. Each card owns its dialog (the original
 * shared one modal between cards and booked the wrong product).
 */
export function BookNow({ product }: BookNowProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const reason = bookingBlockedReason(product, user);

  if (reason || !user) {
    return (
      <Stack direction="row" align="center" gap="3" wrap="wrap">
        <Button disabled aria-describedby={reasonId}>
          Book now
        </Button>
        <Text id={reasonId} color="fg.muted" fontWeight="medium">
          {reason}
        </Text>
      </Stack>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit placement="center">
      <Dialog.Trigger asChild>
        <Button alignSelf="flex-start">Book now</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{product.productName}</Dialog.Title>
            </Dialog.Header>
            <BookingForm product={product} buyer={user} onBooked={() => setOpen(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
