import { Alert } from '@chakra-ui/react';
import { permissions } from '@contract';
import { DashboardPage } from '../../components/dashboard-page';
import { SellerCard } from '../../components/seller-card';
import { useSignedInUser } from '../../components/signed-in-user';
import { AddProductForm } from './add-product-form';

/** Add Product: who is listing (the seller panel) above the listing form. */
export function AddProductPage() {
  const user = useSignedInUser();
  return (
    <DashboardPage title="Add Product">
      <SellerCard user={user} showBadge />
      {permissions.addProduct(user.role) ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Only a seller can add a product: you are signed in as {user.role === 'admin' ? 'an admin' : `a ${user.role}`}.</Alert.Title>
        </Alert.Root>
      )}
      <AddProductForm user={user} />
    </DashboardPage>
  );
}
