import { sampleListing } from '@api-test/sample-listing';
import type { Product } from '@contract';

let sequence = 0;

const POSTED_AT = '2026-08-04T03:20:00.000Z';
const PICTURE = '/seed/products/jintian-r170a.svg';

/**
 * A listed product as the API answers it: the sample listing the API's tests list too, with what
 * the server adds (seller, dates, sold); override what the test is about.
 */
export function testProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const picture = overrides.picture ?? PICTURE;
  return {
    _id: `product${sequence}`,
    ...sampleListing,
    dateOfPost: '8/4/2026',
    timeOfPost: '3:20 AM',
    sellerUid: 'uid-seller-1',
    sellerName: 'Rahim Uddin',
    sellerEmail: 'seller@machinery.test',
    sellerVerify: true,
    sold: false,
    name: '',
    userInfo: '',
    createdAt: POSTED_AT,
    priceHistory: [{ price: overrides.resalePrice ?? sampleListing.resalePrice, at: POSTED_AT }],
    ...overrides,
    picture,
    pictures: overrides.pictures ?? [picture],
  };
}
