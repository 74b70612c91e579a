import { Table } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { ListTable } from '../../components/list-table';
import { SellerCard } from '../../components/seller-card';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyProducts } from '../api/get-my-products';
import { AdvertiseCell } from './advertise-cell';
import { DeleteProductCell } from './delete-product-cell';
import { NameAndIdCell, PictureCell, PriceCell, StockCell } from './product-cells';

const columns = ['No', 'Product Image', 'Product Name & Id', 'Price', 'Stock', 'Advertise', 'Delete'] as const;

/** My Products: the signed-in seller's listings, their stock and their advertisements. */
export function MyProductsPage() {
  const user = useSignedInUser();
  const products = useMyProducts(user.email);
  const name = user.displayName || user.email;
  // The API counts every listing, not only the pages loaded so far.
  const total = products.total ?? products.items?.length;

  return (
    <DashboardPage title="My Products" heading={`${name}, You Have total: ${total ?? '…'} Products`}>
      <SellerCard user={user} />
      <ListTable
        caption="Your products"
        columns={columns}
        list={products}
        paging={products}
        what="your products"
        empty={{ title: 'No products yet', description: 'Machines you add from Add Product appear here.' }}
        rowKey={(product) => product._id}
        renderCells={(product, index) => (
          <>
            <Table.Cell>{index + 1}</Table.Cell>
            <PictureCell product={product} />
            <NameAndIdCell product={product} />
            <PriceCell product={product} />
            <StockCell product={product} />
            <AdvertiseCell product={product} onAdvertised={() => void products.reload()} />
            <DeleteProductCell productName={product.productName} />
          </>
        )}
      />
    </DashboardPage>
  );
}
