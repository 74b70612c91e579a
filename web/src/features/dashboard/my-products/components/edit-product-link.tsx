import type { ListedProduct } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { smallButtonClass } from '@/components/ui/small-button';

/** Edit: opens the listing's Add Product form, filled in. */
export function EditProductLink({ product }: { product: ListedProduct }) {
  return (
    <RouterLink className={smallButtonClass()} to={`/dashboard/editProduct/${encodeURIComponent(product._id)}`} aria-label={`Edit ${product.productName}`}>
      Edit
    </RouterLink>
  );
}
