import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { lazy, Suspense, useId, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCurrentUser } from '@/features/auth';
import { bookingBlockedReason } from './booking-blocked-reason';

// The form (react-hook-form, its zod rules, the toasts) comes when a buyer opens a booking, not
// with the catalog's first screen of cards.
const BookingForm = lazy(async () => ({ default: (await import('./booking-form')).BookingForm }));

type BookNowProps = { product: Pick<Product, '_id' | 'productName' | 'resalePrice' | 'sold' | 'sellerUid'> };

/**
 * "Book now" and the booking modal of this one product. Each card owns its dialog (the original
 * shared one modal between cards and booked the wrong product).
 */
export function BookNow({ product }: BookNowProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // A dialog keeps a state machine from the moment it is drawn: a page of cards sets one up only
  // for the card whose "Book now" was pressed (focus still returns to that card's button).
  const [wanted, setWanted] = useState(false);
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

  if (!wanted) {
    return (
      <Button
        alignSelf="flex-start"
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Book now
      </Button>
    );
  }

  return (
    <FormDialog open={open} onOpenChange={setOpen} title={product.productName} trigger={<Button alignSelf="flex-start">Book now</Button>}>
      <Suspense fallback={<Spinner alignSelf="center" my="6" aria-label="Loading the booking form" />}>
        <BookingForm product={product} buyer={user} onBooked={() => setOpen(false)} />
      </Suspense>
    </FormDialog>
  );
}
