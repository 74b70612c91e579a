import type { ListedProduct } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { staticButtonClass } from '@/components/ui/static-button';

/** Edit: opens the listing's Add Product form, filled in. */
export function EditProductLink({ product }: { product: ListedProduct }) {
  return (
    <RouterLink className={staticButtonClass()} to={`/dashboard/editProduct/${encodeURIComponent(product._id)}`} aria-label={`Edit ${product.productName}`}>
      Edit
    </RouterLink>
  );
}
