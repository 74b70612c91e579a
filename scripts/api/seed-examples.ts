import { productSeenBy, type Product } from '../../functions/src/contract/index.js';
import { seedBookings, seedCategories, seedProducts, seedUsers } from '../../emulators/seed/data.js';

/**
 * The API document's examples, taken from the seed (what `npm start` serves), so an example is
 * always something the local API really answers. Written into the function's sources, since the
 * deployed function has no seed: `npm run api:examples`, checked by a test.
 */
/** Where `npm start` serves the marketplace. */
const LOCAL_ORIGIN = 'http://127.0.0.1:5000';

export function seedExamples() {
  const product = seedProducts.find((p) => !p.sold && p.advertiseName) ?? seedProducts[0]!;
  const seller = seedUsers.find((u) => u.uid === product.sellerUid)!;
  const booking = seedBookings.find((b) => b.productId === product._id) ?? seedBookings[0]!;
  const { _id: _, sellerUid: _uid, sellerName: _name, sellerEmail: _email, sellerVerify: _v, sellerVerifiedAt: _at, sold: _sold, advertiseName: _ad, dateOfPost: _d, timeOfPost: _t, createdAt: _c, priceHistory: _p, ...input } = product as Product;
  return {
    Category: seedCategories[0]!,
    // The document shows it also as listed and as public (openapi/document.ts).
    Product: productSeenBy(product, false, true),
    User: { _id: seller.uid, displayName: seller.displayName, email: seller.email, role: seller.role, sellerVerify: seller.sellerVerify, adminVerify: seller.adminVerify, photoURL: seller.photoURL, ...(seller.verifiedAt ? { verifiedAt: seller.verifiedAt } : {}) },
    Booking: booking,
    // A listing's pictures are addresses where they were uploaded: the local stack's, here.
    ProductInput: { ...input, picture: undefined, pictures: input.pictures.map((path) => new URL(path, LOCAL_ORIGIN).href) },
    BookingInput: { productId: booking.productId, buyerNumber: booking.buyerNumber, buyerLocation: booking.buyerLocation },
    SavedMachines: { productIds: [product._id] },
  };
}

export function seedExamplesModule(): string {
  const examples = JSON.parse(JSON.stringify(seedExamples())) as unknown;
  return [
    '// Written by `npm run api:examples` from emulators/seed/data.ts: the examples of the API document.',
    '// Do not edit: a test fails when this differs from the seed.',
    `export const seedExamples: Record<string, unknown> = ${JSON.stringify(examples, null, 2)};`,
    '',
  ].join('\n');
}
