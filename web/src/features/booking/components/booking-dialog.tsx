import { Spinner } from '@chakra-ui/react';
import type { Booking, ListedProduct } from '@contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DialogBody, FormDialog } from '@/components/ui/form-dialog';
import type { CurrentUser } from '@/features/auth';
import { findOpenRequest } from '../api/open-request';
import { AlreadyAsked } from './already-asked';
import { bookNowButtonClass } from './book-now-button';
import styles from './booking-dialog.module.css';

// The form (react-hook-form, its zod rules, the toasts) follows the dialog's frame; its code is
// fetched while the buyer's earlier requests are looked through, not after.
const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(async () => ({ default: (await loadBookingForm()).BookingForm }));

type BookingDialogProps = {
  product: Pick<ListedProduct, '_id' | 'productName' | 'resalePrice'>;
  buyer: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The booking modal of one product, with its "Book now" button as the trigger focus returns to. */
export function BookingDialog({ product, buyer, open, onOpenChange }: BookingDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={product.productName} trigger={
        <button type="button" className={bookNowButtonClass}>
          Book now
        </button>
      }>
      <BookingBody product={product} buyer={buyer} onBooked={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const formSpinner = <Spinner alignSelf="center" my="6" aria-label="Loading the booking form" />;

/** What the buyer's own bookings say of this machine: still being read, an open request, or none. */
type EarlierRequest = { checked: false } | { checked: true; open: Booking | null };

/**
 * The dialog's body, drawn afresh at every opening (the dialog mounts its content only while
 * open): a buyer who already asked for this machine learns it before filling in anything, with
 * where the request stands, instead of the form.
 */
function BookingBody({ product, buyer, onBooked }: Omit<BookingDialogProps, 'open' | 'onOpenChange'> & { onBooked: () => void }) {
  const [earlier, setEarlier] = useState<EarlierRequest>({ checked: false });

  useEffect(() => {
    void loadBookingForm();
    const stop = new AbortController();
    findOpenRequest(buyer.email, product._id, stop.signal).then(
      (open) => setEarlier({ checked: true, open }),
      // Not knowing is no reason to stop a booking: the API still refuses a second request.
      () => {
        if (!stop.signal.aborted) setEarlier({ checked: true, open: null });
      },
    );
    return () => stop.abort();
  }, [buyer.email, product._id]);

  if (!earlier.checked) {
    return (
      <DialogBody className={styles.checking}>
        <Spinner my="6" aria-label="Checking your earlier requests" />
      </DialogBody>
    );
  }
  if (earlier.open) return <AlreadyAsked booking={earlier.open} />;
  return (
    <Suspense fallback={formSpinner}>
      <BookingForm product={product} buyer={buyer} onBooked={onBooked} />
    </Suspense>
  );
}
