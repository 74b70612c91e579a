import { Button } from '@chakra-ui/react';
import type { ListedProduct } from '@contract';
import { Link as RouterLink } from 'react-router-dom';

/** Edit: opens the listing's Add Product form, filled in. */
export function EditProductLink({ product }: { product: ListedProduct }) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={`/dashboard/editProduct/${encodeURIComponent(product._id)}`} aria-label={`Edit ${product.productName}`}>
        Edit
      </RouterLink>
    </Button>
  );
}
