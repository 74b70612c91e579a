import { Button, chakra, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '@/components/ui/form-field';
import type { CurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { bookingDetailsSchema, bookProduct, type BookingDetails } from '../api/book-product';
import { useRevalidateMyBookings } from '../api/my-bookings-key';

type BookingFormProps = {
  product: Pick<Product, '_id' | 'resalePrice'>;
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
    formState: { errors, isSubmitting },
  } = useForm<BookingDetails>({ resolver: zodResolver(bookingDetailsSchema), defaultValues: noDetails });

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
    // display: contents lets the dialog lay out body and footer as if the form were not there.
    // noValidate: the contract's messages, not the browser's, explain what is wrong.
    <chakra.form display="contents" noValidate onSubmit={handleSubmit(onValid)}>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="semibold" fontSize="lg">
            Price: {formatPrice(product.resalePrice)}
          </Text>
          {/* Who books comes from the account, never from the form: shown, not asked for. */}
          <FormField label="Name" required={false} readOnly>
            <Input value={buyer.displayName} readOnly />
          </FormField>
          <FormField label="Email" required={false} readOnly>
            <Input type="email" value={buyer.email} readOnly />
          </FormField>
          <FormField label="Phone Number" error={errors.buyerNumber?.message}>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('buyerNumber')} />
          </FormField>
          <FormField label="Location Pls" error={errors.buyerLocation?.message}>
            <Input autoComplete="address-level2" {...register('buyerLocation')} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isSubmitting} loadingText="Booking…">
          Submit
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
