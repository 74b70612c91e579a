import { Button, Text } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useRefreshListingScreens } from '../../api/refresh-listing-screens';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { tableRegionOf } from '../../components/list-table';
import { deleteProduct } from '../api/delete-product';

type DeleteProductButtonProps = { product: ListedProduct; onDeleted: () => unknown };

/**
 * Delete of a listing, after a confirmation that says what it does: the machine leaves the
 * catalog, the advertisements and search at once, and its open requests end as withdrawn (their
 * buyers are told). The API's answer is shown as it is, a refusal too.
 */
export function DeleteProductButton({ product, onDeleted }: DeleteProductButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const refreshListingScreens = useRefreshListingScreens();

  const remove = async () => {
    try {
      const { data } = await deleteProduct(product._id);
      deleted.current = true;
      toast.success(data.message);
      void onDeleted();
      refreshListingScreens({ productId: product._id, sellerEmail: product.sellerEmail }, { buyers: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    }
  };

  return (
    <>
      <Button ref={button} size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${product.productName}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${product.productName}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        cancelLabel="Keep it"
        colorPalette="red"
        onConfirm={remove}
        finalFocusEl={() => (deleted.current ? tableRegionOf(button.current) : null)}
      >
        <Text>
          The machine leaves the catalog, the advertisements and search at once. Its open requests are withdrawn and their buyers are told. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
