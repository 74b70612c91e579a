import type { ListedProduct } from '@contract';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { bookingBlockedReason } from './booking-blocked-reason';
import { bookNowButtonClass, bookNowLook as solid } from './book-now-button';
import styles from './book-now.module.css';

// The dialog and the form (react-hook-form, its zod rules, the toasts) come when a buyer opens a
// booking, not with the catalog's first screen of cards.
const BookingDialog = lazy(async () => ({ default: (await import('./booking-dialog')).BookingDialog }));

type BookNowProps = { product: Pick<ListedProduct, '_id' | 'productName' | 'resalePrice' | 'sold' | 'sellerUid'> };

/**
 * "Book now" and the booking modal of this one product. Each card owns its dialog (the original
 * shared one modal between cards and booked the wrong product).
 */
export function BookNow({ product }: BookNowProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // The dialog's code is asked for only by the card whose "Book now" was pressed (focus still
  // returns to that card's button).
  const [wanted, setWanted] = useState(false);
  const reasonId = useId();
  const reason = bookingBlockedReason(product, user);

  if (reason || !user) {
    return (
      <div className={styles.blocked}>
        <button type="button" className={solid} disabled aria-describedby={reasonId}>
          Book now
        </button>
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      </div>
    );
  }

  const plainButton = (
    <button
      type="button"
      className={bookNowButtonClass}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        setOpen(true);
        // In a transition, the button stays (with the focus) until the dialog's code has arrived.
        startTransition(() => setWanted(true));
      }}
    >
      Book now
    </button>
  );
  if (!wanted) return plainButton;

  return (
    <Suspense fallback={plainButton}>
      <BookingDialog product={product} buyer={user} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
