import { Button, Spinner } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { lazy, Suspense } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import type { CurrentUser } from '@/features/auth';

// The form (react-hook-form, its zod rules, the toasts) follows the dialog's frame.
const BookingForm = lazy(async () => ({ default: (await import('./booking-form')).BookingForm }));

type BookingDialogProps = {
  product: Pick<ListedProduct, '_id' | 'productName' | 'resalePrice'>;
  buyer: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The booking modal of one product, with its "Book now" button as the trigger focus returns to. */
export function BookingDialog({ product, buyer, open, onOpenChange }: BookingDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={product.productName} trigger={<Button alignSelf="flex-start">Book now</Button>}>
      <Suspense fallback={<Spinner alignSelf="center" my="6" aria-label="Loading the booking form" />}>
        <BookingForm product={product} buyer={buyer} onBooked={() => onOpenChange(false)} />
      </Suspense>
    </FormDialog>
  );
}
