import type { ListedProduct } from '@contract';

/** Every picture of a product in display order, the cover first. */
export function photosOf({ picture, pictures }: Pick<ListedProduct, 'picture' | 'pictures'>): string[] {
  return pictures.length > 0 ? pictures : [picture];
}
