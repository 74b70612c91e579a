import { Alert, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { permissions } from '@contract';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { useProduct } from '@/features/catalog';
import { DashboardPage } from '../../components/dashboard-page';
import { useSignedInUser } from '../../components/signed-in-user';
import { EditProductForm } from './edit-product-form';
import { NameAndId } from './product-cells';

/** `/dashboard/editProduct/{id}`: a listing's Add Product form, filled in, to change it. */
export function EditProductPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const { data: product, error, isValidating, mutate } = useProduct(id);

  // A listing that does not exist (or was deleted meanwhile) is the app's 404 page.
  if (error?.status === 404) throw new ErrorResponse(404, 'Not Found', null);

  const mayEdit = product && (product.sellerUid === user.uid || permissions.actForOthers(user.role));
  return (
    <DashboardPage title="Edit Product">
      {product ? (
        <>
          <Stack gap="1">
            <NameAndId product={product} />
          </Stack>
          {mayEdit ? (
            <EditProductForm key={product._id} product={product} />
          ) : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>Only the seller of this listing can edit it.</Alert.Title>
            </Alert.Root>
          )}
        </>
      ) : error ? (
        <LoadFailed what="this listing" reason={error.message} retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <Stack gap="4" aria-busy="true">
          <VisuallyHidden role="status">Loading the listing…</VisuallyHidden>
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} h="10" />
          ))}
        </Stack>
      )}
    </DashboardPage>
  );
}
