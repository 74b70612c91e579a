import type { ListedProduct } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FactList } from '@/components/ui/fact-list';
import { InputField } from '@/components/ui/form-field';
import { FormDialogForm } from '@/components/ui/form-dialog';
import type { CurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { bookingDetailsSchema, bookProduct, type BookingDetails } from '../api/book-product';
import { useRevalidateMyBookings } from '../api/my-bookings-key';
import styles from './booking-form.module.css';

type BookingFormProps = {
  product: Pick<ListedProduct, '_id' | 'resalePrice'>;
  buyer: CurrentUser;
  /** Called once the server has confirmed the booking. */
  onBooked: () => void;
};

const noDetails: BookingDetails = { buyerNumber: '', buyerLocation: '' };

/** The booking modal's body and footer: the buyer's contact and Submit. */
export function BookingForm({ product, buyer, onBooked }: BookingFormProps) {
  const revalidateMyBookings = useRevalidateMyBookings();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BookingDetails>({ resolver: zodResolver(bookingDetailsSchema), defaultValues: noDetails });

  // The form arrives after the dialog has opened (its code, the check for an earlier request):
  // the focus goes to the first thing the buyer fills in.
  useEffect(() => setFocus('buyerNumber'), [setFocus]);

  const onValid = async (details: BookingDetails) => {
    try {
      const { message } = await bookProduct(product._id, details);
      toast.success(message);
      void revalidateMyBookings(buyer.email);
      onBooked();
    } catch (error) {
      // The server's reason (already booked, sold, your own product) is the one to show.
      toast.error(error instanceof ApiError ? error.message : 'The booking could not be sent. Please try again.');
    }
  };

  return (
    <FormDialogForm onSubmit={handleSubmit(onValid)} submitLabel="Submit" busyLabel="Booking…" busy={isSubmitting}>
      <div className={styles.body}>
        <p className={styles.price}>Price: {formatPrice(product.resalePrice)}</p>
        {/* Who books comes from the account, never from the form: shown as text, not as fields to tab through. */}
        <FactList
          facts={[
            ['Name', buyer.displayName],
            ['Email', <span className={styles.email}>{buyer.email}</span>],
          ]}
        />
        <InputField label="Phone Number" type="tel" inputMode="numeric" autoComplete="tel" error={errors.buyerNumber?.message} {...register('buyerNumber')} />
        <InputField label="Location Pls" autoComplete="address-level2" error={errors.buyerLocation?.message} {...register('buyerLocation')} />
      </div>
    </FormDialogForm>
  );
}
