import type { ProductInput } from './product-input.js';

/**
 * A complete, valid listing as a seller fills it in, without the picture (an uploaded address
 * for the API, a file for the web form): the one sample the API's and the web app's tests start
 * from, overriding only what a test is about. Test-only: the build leaves `*.fixture.ts` out.
 */
export const sampleListing = {
  productName: '4HP Water Cooled Diesel Engine (R170A)',
  categoryCompany: 'JINTIAN',
  categorySize: '20',
  categorySelf: 'no',
  madeOf: 'China',
  ignitionMode: 'Compression ignition',
  speedCoolingCylinder: 'Water cooled',
  pressureImpulse: '4-stroke',
  pistonMovement: 'Reciprocating',
  fuel: 'diesel',
  details: 'Runs well.',
  location: 'Chapai-Nawabganj',
  resalePrice: 120,
  originalPrice: 329,
  mfYear: 1994,
  yearOfUse: 4,
  sellerNumber: '01712345678',
} satisfies Omit<ProductInput, 'picture'>;
