import type { Favourite } from '@contract';
import { fixture } from './fixture';

/** A favourite as the API answers it: the seeded buyer's saved engine, its price unchanged. */
export const testFavourite = fixture<Favourite>({
  _id: 'uid-buyer-1_product-1',
  productId: 'product-1',
  productName: '4HP Water Cooled Diesel Engine (R170A)',
  picture: '/seed/products/jintian-r170a.svg',
  categorySize: '20',
  location: 'Chapai-Nawabganj',
  savedPrice: 185,
  resalePrice: 185,
  priceDropped: false,
  sold: false,
  withdrawn: false,
  savedAt: '2026-09-01T10:00:00.000Z',
});
