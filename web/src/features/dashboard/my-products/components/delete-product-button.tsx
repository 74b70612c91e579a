import { Text } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useRefreshListingScreens } from '../../api/refresh-listing-screens';
import { ConfirmButton } from '../../components/confirm-button';
import { deleteProduct } from '../api/delete-product';

type DeleteProductButtonProps = { product: ListedProduct; onDeleted: () => unknown };

/**
 * Delete of a listing, after a confirmation that says what it does: the machine leaves the
 * catalog, the advertisements and search at once, and its open requests end as withdrawn (their
 * buyers are told). The API's answer is shown as it is, a refusal too.
 */
export function DeleteProductButton({ product, onDeleted }: DeleteProductButtonProps) {
  const refreshListingScreens = useRefreshListingScreens();

  const remove = async () => {
    try {
      const { data } = await deleteProduct(product._id);
      toast.success(data.message);
      void onDeleted();
      refreshListingScreens({ productId: product._id, sellerEmail: product.sellerEmail }, { buyers: true });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
      return false;
    }
  };

  return (
    <ConfirmButton
      label="Delete"
      ariaLabel={`Delete ${product.productName}`}
      title={`Delete ${product.productName}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      cancelLabel="Keep it"
      onConfirm={remove}
    >
      <Text>
        The machine leaves the catalog, the advertisements and search at once. Its open requests are withdrawn and their buyers are told. This cannot be undone.
      </Text>
    </ConfirmButton>
  );
}
