import { Alert } from '@chakra-ui/react';
import { permissions } from '@contract';
import { useChakraReady } from '@/components/ui/use-chakra-ready';
import { DashboardPage } from '../../components/dashboard-page';
import { SellerCard } from '../../components/seller-card';
import { useSignedInUser } from '../../components/signed-in-user';
import { AddProductForm } from './add-product-form';

/** Add Product: who is listing (the seller panel) above the listing form. */
export function AddProductPage() {
  const user = useSignedInUser();
  // The form is Chakra's: drawn once its system is built in idle moments, not in the load's own task.
  const ready = useChakraReady();
  return (
    <DashboardPage title="Add Product">
      <SellerCard user={user} showBadge />
      {!ready || permissions.addProduct(user.role) ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Only a seller can add a product: you are signed in as {user.role === 'admin' ? 'an admin' : `a ${user.role}`}.</Alert.Title>
        </Alert.Root>
      )}
      {ready ? <AddProductForm user={user} /> : null}
    </DashboardPage>
  );
}
