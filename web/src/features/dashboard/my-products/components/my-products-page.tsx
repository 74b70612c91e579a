import type { ListedProduct } from '@contract';
import { priceColumn } from '../../components/columns';
import { useAddedListingId, NewListingBadge } from '../../add-product/new-listing';
import { ListTab } from '../../components/list-tab';
import type { TableSpec } from '../../components/list-table';
import { SellerCard } from '../../components/seller-card';
import { useSignedInUser } from '../../components/signed-in-user';
import { useMyProducts } from '../api/get-my-products';
import { AdvertiseButton } from './advertise-button';
import { DeleteProductButton } from './delete-product-button';
import { EditProductLink } from './edit-product-link';
import { ListingInsightsCell } from './listing-insights-cell';
import { NameAndId, ProductThumbnail, Stock } from './product-cells';
import { shownName } from '@/lib/format';
import { myProductsHeading } from '../heading';
import { countText } from '@/lib/count-text';

/**
 * The table of My Products; `onChanged` refreshes it once an advertisement runs or a listing is
 * deleted; `added` is the listing Add Product has just made, marked "New".
 */
const productsTable = (onChanged: () => void, added: string | null): TableSpec<ListedProduct> => ({
  caption: 'Your products',
  what: 'your products',
  empty: { title: 'No products yet', description: 'Machines you add from Add Product appear here.' },
  columns: [
    { header: 'Product Image', cell: (product) => <ProductThumbnail product={product} /> },
    {
      header: 'Product Name & Id',
      cell: (product) => (
        <>
          <NameAndId product={product} />
          {product._id === added ? <NewListingBadge /> : null}
        </>
      ),
      style: { minW: '52' },
    },
    priceColumn,
    { header: 'Stock', cell: (product) => <Stock product={product} /> },
    { header: 'Views', cell: (product) => <ListingInsightsCell product={product} /> },
    { header: 'Advertise', cell: (product) => <AdvertiseButton product={product} onAdvertised={onChanged} /> },
    { header: 'Edit', cell: (product) => <EditProductLink product={product} /> },
    { header: 'Delete', cell: (product) => <DeleteProductButton product={product} onDeleted={onChanged} /> },
  ],
});

/** My Products: the signed-in seller's listings, their stock and their advertisements; each listing is edited or deleted from here. */
export function MyProductsPage() {
  const user = useSignedInUser();
  const products = useMyProducts(user.email);
  // Just listed from Add Product: its row is marked and brought into view.
  const added = useAddedListingId();
  const name = shownName(user);
  // The API counts every listing, not only the pages loaded so far.
  const counted = products.total ?? products.items?.length;
  const total = counted === undefined ? undefined : countText(counted, products.totalCapped);

  return (
    <ListTab
      title="My Products"
      heading={myProductsHeading(name, total)}
      above={<SellerCard user={user} />}
      table={productsTable(() => void products.reload(), added)}
      list={products}
      rowHighlighted={(product) => product._id === added}
    />
  );
}
