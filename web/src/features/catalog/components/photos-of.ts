import type { ListedProduct } from '@contract';

/** What a product's pictures need: its id, name and pictures (the cover alone for a listing that has no list). */
export type PhotographedProduct = Pick<ListedProduct, '_id' | 'picture' | 'pictures' | 'productName'>;

/** The picture the viewer shows: a product and the place of one of its pictures, from 0. */
export type ShownPhoto = { productId: string; picture: number };

/** Every picture of a product in display order, the cover first. */
export function photosOf({ picture, pictures }: Pick<ListedProduct, 'picture' | 'pictures'>): string[] {
  return pictures.length > 0 ? pictures : [picture];
}
