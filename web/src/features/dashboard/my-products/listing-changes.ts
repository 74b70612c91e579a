import type { ListedProduct, ProductPatch } from '@contract';
import { listedPictures, type ListingFields } from '../add-product/product-form';

/**
 * What an edit changes: the fields whose checked value differs from the listing's, and the
 * pictures when their addresses or their order differ. An edit sends only these, so the API's
 * price history grows only when the price really changed.
 */
export function listingChanges(product: ListedProduct, fields: ListingFields, pictures: string[]): ProductPatch {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    // Fields the form does not hold (the free-text name, the user info) are left as they are.
    if (value !== undefined && value !== product[field as keyof ListedProduct]) changes[field] = value;
  }
  if (pictures.join('\n') !== listedPictures(product).join('\n')) changes.pictures = pictures;
  return changes as ProductPatch;
}
