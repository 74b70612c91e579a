import { Button, chakra, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { CurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
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
            Price: ${product.resalePrice}
          </Text>
          <Field.Root readOnly>
            <Field.Label>Name</Field.Label>
            <Input value={buyer.displayName} readOnly />
          </Field.Root>
          <Field.Root readOnly>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={buyer.email} readOnly />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.buyerNumber)} required>
            <Field.Label>
              Phone Number <Field.RequiredIndicator />
            </Field.Label>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('buyerNumber')} />
            <Field.ErrorText>{errors.buyerNumber?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.buyerLocation)} required>
            <Field.Label>
              Location Pls <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="address-level2" {...register('buyerLocation')} />
            <Field.ErrorText>{errors.buyerLocation?.message}</Field.ErrorText>
          </Field.Root>
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
