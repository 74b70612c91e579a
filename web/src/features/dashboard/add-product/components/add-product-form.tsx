import { permissions } from '@contract';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '@/features/auth';
import { myProductsKey } from '../../my-products/api/get-my-products';
import { addedListingState } from '../new-listing';
import { emptyForm } from '../product-form';
import { useListingSubmission } from '../use-listing-submission';
import { ListingForm } from './listing-form';

export const onlySellerMessage = (user: CurrentUser) => `Dear ${user.displayName} are a ${user.role}, only seller can add a product.`;

/**
 * Add Product: the pictures are uploaded first (each with its progress), then the product is
 * posted; the form empties and My Products opens with the new listing marked and in view.
 */
export function AddProductForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const listing = useListingSubmission();

  return (
    <ListingForm
      name="Add Product"
      submitLabel="Add Product"
      busyLabel="Adding…"
      defaultValues={emptyForm}
      progress={listing.uploads.progress}
      refusal={permissions.addProduct(user.role) ? undefined : onlySellerMessage(user)}
      onSubmit={async (submission, reset) => {
        const answer = await listing.submit(submission);
        toast.success(answer.message);
        listing.finish();
        reset(emptyForm);
        void mutate(myProductsKey(user.email));
        // My Products marks the new listing and scrolls it into view (add-product/new-listing.tsx).
        navigate('/dashboard/myProducts', { state: addedListingState(answer.data._id) });
      }}
    />
  );
}
