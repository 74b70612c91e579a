import type { Product } from '@contract';

let sequence = 0;

/** A listed product for component tests, shaped like the seed's; override what the test is about. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `product${sequence}`,
    productName: '4HP Water Cooled Diesel Engine (R170A)',
    categoryCompany: 'JINTIAN',
    categorySize: '20',
    categorySelf: 'no',
    madeOf: 'China',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled, single cylinder',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, horizontal',
    fuel: 'diesel',
    details: 'Used for four seasons on a shallow tube-well.',
    picture: '/seed/products/jintian-r170a.svg',
    location: 'Chapai-Nawabganj',
    resalePrice: 185,
    originalPrice: 340,
    mfYear: 2020,
    yearOfUse: 4,
    dateOfPost: '8/4/2026',
    timeOfPost: '3:20 AM',
    sellerUid: 'uid-seller-1',
    sellerName: 'Rahim Uddin',
    sellerEmail: 'seller@machinery.test',
    sellerNumber: '01712345678',
    sellerVerify: true,
    sold: false,
    name: '',
    userInfo: '',
    createdAt: '2026-08-04T03:20:00.000Z',
    priceHistory: [{ price: overrides.resalePrice ?? 185, at: '2026-08-04T03:20:00.000Z' }],
    ...overrides,
    pictures: overrides.pictures ?? [overrides.picture ?? '/seed/products/jintian-r170a.svg'],
  };
}
