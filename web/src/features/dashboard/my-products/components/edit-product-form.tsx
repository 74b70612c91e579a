import { Button } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ListingForm } from '../../add-product/components/listing-form';
import { formValuesOf, type ProductSubmission } from '../../add-product/product-form';
import { usePictureUploads } from '../../add-product/use-picture-uploads';
import { useRefreshListingScreens } from '../../api/refresh-listing-screens';
import { editProduct } from '../api/edit-product';
import { listingChanges } from '../listing-changes';

export const NOTHING_CHANGED = 'Nothing to save: the listing is as it was.';

/**
 * The Add Product form filled in with a listing. Saving uploads the newly chosen pictures (each
 * with its progress), sends only what changed, says the API's answer, refreshes every screen that
 * shows the listing, and goes back to My Products.
 */
export function EditProductForm({ product }: { product: ListedProduct }) {
  const navigate = useNavigate();
  const uploads = usePictureUploads();
  const refreshListingScreens = useRefreshListingScreens();

  const save = async ({ product: fields, pictures }: ProductSubmission) => {
    const changes = listingChanges(product, fields, await uploads.addresses(pictures));
    if (Object.keys(changes).length === 0) {
      toast(NOTHING_CHANGED);
      return;
    }
    const answer = await editProduct(product._id, changes);
    toast.success(answer.message);
    uploads.forget();
    refreshListingScreens({ productId: product._id, sellerEmail: product.sellerEmail });
    navigate('/dashboard/myProducts');
  };

  return (
    <ListingForm
      name={`Edit ${product.productName}`}
      submitLabel="Save changes"
      busyLabel="Saving…"
      defaultValues={formValuesOf(product)}
      progress={uploads.progress}
      onSubmit={save}
      aside={
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/dashboard/myProducts">Back to My Products</RouterLink>
        </Button>
      }
    />
  );
}
