import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/index.js';
import { ADVERTISE_HOME_PAGE, listedProductSchema, pageSchema } from '../src/contract/index.js';
import { adminApp } from '../src/firebase.js';
import { productsStore } from '../src/store/products.js';
import { usersStore } from '../src/store/users.js';
import { call, startApi } from './harness.js';
import { ownPicture, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Bad input gets a 4xx envelope with a clear message, never a 500. Every case is sent by a caller
// who is otherwise allowed to make the call (an admin for the admin routes, a seller to list a
// machine, a buyer to book one), so the only thing wrong with the request is the input itself.

type World = {
  buyer: Person;
  seller: Person;
  admin: Person;
  /** An account that signed up but has not registered with the API yet (POST /user registration). */
  newcomer: Person;
  /** The seller's listed machine, bookable by the buyer and advertisable by the seller. */
  product: Product;
  /** A buyer an admin may promote, a seller an admin may verify. */
  targetBuyer: Person;
  targetSeller: Person;
};
type Caller = 'buyer' | 'seller' | 'admin' | 'newcomer';

/** `json` is sent as JSON; `raw` is sent as is, with `contentType` (JSON unless told). */
type Request = { method: string; path: string; json?: unknown; raw?: string; contentType?: string };

type Case = {
  name: string;
  as: Caller;
  request: (w: World) => Request;
  /** 400 unless told. */
  status?: number;
  /** Text the message must contain: the field at fault (its key or its label). */
  names?: string;
};

const THIS_YEAR = new Date().getFullYear();
const huge = (n = 10_000, c = 'x') => c.repeat(n);
const operator = { $ne: null };

/** Ids that must never reach the database: path traversal, too long, NUL, an operator object. */
const badIds = [
  { label: 'a path-like id (../x)', id: '..%2Fx' },
  { label: 'a 200-character id', id: huge(200, 'a') },
  { label: 'a NUL id (%00)', id: '%00' },
  { label: 'an operator object as id', id: encodeURIComponent(JSON.stringify(operator)) },
  { label: 'an id with a space', id: 'abc%20def' },
];
/** A well-formed id nothing has. */
const UNKNOWN_ID = 'noSuchDocument0000001';
/**
 * Firestore reserves ids of the form __.*__ (the real database answers INVALID_ARGUMENT): the
 * contract refuses them before any read, so they never turn into a 500.
 */
const RESERVED_ID = '__reserved__';

const q = (email: string) => encodeURIComponent(email);
const productWithout = (w: World, field: string) => {
  const body: Record<string, unknown> = productInput(w.seller);
  delete body[field];
  return body;
};
const booking = (w: World, overrides: Record<string, unknown> = {}) => ({
  productId: w.product._id,
  buyerNumber: '01811223344',
  buyerLocation: 'Bogura',
  ...overrides,
});
const registration = (w: World, overrides: Record<string, unknown> = {}) => ({
  displayName: 'New Person',
  email: w.newcomer.email,
  role: 'buyer',
  ...overrides,
});

/** The JSON-level failures every route with a body shares. */
function bodyCases(route: string, as: Caller, path: (w: World) => string, method: string, valid: (w: World) => unknown): Case[] {
  return [
    { name: `${route}: a null body is refused`, as, request: (w) => ({ method, path: path(w), raw: 'null' }) },
    { name: `${route}: a body that is not JSON (with a JSON content type) is refused`, as, request: (w) => ({ method, path: path(w), raw: '{"not json' }) },
    { name: `${route}: an array instead of an object is refused`, as, request: (w) => ({ method, path: path(w), json: [valid(w)] }), names: 'body' },
    { name: `${route}: an empty array is refused`, as, request: (w) => ({ method, path: path(w), json: [] }), names: 'body' },
    { name: `${route}: a JSON body sent as text/plain is refused`, as, request: (w) => ({ method, path: path(w), raw: JSON.stringify(valid(w)), contentType: 'text/plain' }) },
    {
      name: `${route}: a JSON body over 32 kB is refused as too large`,
      as,
      request: (w) => ({ method, path: path(w), json: { ...(valid(w) as object), padding: huge(40_000) } }),
      status: 413,
    },
  ];
}

/** The query failures every paged list shares. */
function pagingCases(route: string, as: Caller, path: (w: World) => string): Case[] {
  const cursorOf = (createdAt: string) => Buffer.from(`${createdAt}_abc`).toString('base64url');
  const join = (w: World, query: string) => `${path(w)}${path(w).includes('?') ? '&' : '?'}${query}`;
  return [
    { name: `${route}: a page limit of 0 is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=0') }), names: 'limit' },
    { name: `${route}: a page limit of 51 is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=51') }), names: 'limit' },
    { name: `${route}: a page limit that is not a number is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=abc') }), names: 'limit' },
    { name: `${route}: a negative page limit is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=-1') }), names: 'limit' },
    { name: `${route}: a fractional page limit is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=1.5') }), names: 'limit' },
    { name: `${route}: a repeated page limit is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'limit=5&limit=6') }), names: 'limit' },
    { name: `${route}: a garbage cursor is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'cursor=garbage') }), names: 'cursor' },
    { name: `${route}: a 10k-character cursor is refused`, as, request: (w) => ({ method: 'GET', path: join(w, `cursor=${huge()}`) }), names: 'cursor' },
    { name: `${route}: a cursor whose date is not a date is refused`, as, request: (w) => ({ method: 'GET', path: join(w, `cursor=${cursorOf('yesterday')}`) }), names: 'cursor' },
    {
      name: `${route}: a cursor dated in the year 10000 is refused`,
      as,
      request: (w) => ({ method: 'GET', path: join(w, `cursor=${cursorOf('+010000-01-01T00:00:00.000Z')}`) }),
      names: 'cursor',
    },
    { name: `${route}: an unknown query parameter is refused`, as, request: (w) => ({ method: 'GET', path: join(w, 'sort=price') }), names: 'sort' },
  ];
}

/** The `?email=` failures of the "my ..." lists and GET /jwt. */
function emailQueryCases(route: string, as: Caller, base: string, email: (w: World) => string): Case[] {
  return [
    { name: `${route}: a missing e-mail is refused`, as, request: () => ({ method: 'GET', path: base }), names: 'email' },
    { name: `${route}: a repeated e-mail (email=a&email=b) is refused`, as, request: (w) => ({ method: 'GET', path: `${base}?email=${q(email(w))}&email=${q(email(w))}` }), names: 'email' },
    { name: `${route}: an e-mail that is not an address is refused`, as, request: () => ({ method: 'GET', path: `${base}?email=not-an-email` }), names: 'email' },
    { name: `${route}: a 10k-character e-mail is refused`, as, request: () => ({ method: 'GET', path: `${base}?email=${huge()}@machinery.test` }), names: 'email' },
    { name: `${route}: an operator-like e-mail (email[$ne]=) is refused`, as, request: () => ({ method: 'GET', path: `${base}?email[$ne]=` }), names: 'email' },
  ];
}

const requiredProductFields = [
  'productName',
  'categoryCompany',
  'categorySize',
  'categorySelf',
  'madeOf',
  'ignitionMode',
  'speedCoolingCylinder',
  'pressureImpulse',
  'pistonMovement',
  'fuel',
  'details',
  'picture',
  'location',
  'resalePrice',
  'originalPrice',
  'mfYear',
  'yearOfUse',
] as const;

const postProduct = (overrides: Record<string, unknown> | ((w: World) => Record<string, unknown>)) => (w: World) => ({
  method: 'POST',
  path: '/products',
  json: productInput(w.seller, typeof overrides === 'function' ? overrides(w) : overrides),
});

const productCases: Case[] = [
  // Wrong types.
  { name: 'a product with a price as text is refused', as: 'seller', request: postProduct({ resalePrice: '120' }), names: 'resalePrice' },
  { name: 'a product with an original price as text is refused', as: 'seller', request: postProduct({ originalPrice: '329' }), names: 'originalPrice' },
  { name: 'a product with a manufacturing year as text is refused', as: 'seller', request: postProduct({ mfYear: '1994' }), names: 'mfYear' },
  { name: 'a product with years of use as text is refused', as: 'seller', request: postProduct({ yearOfUse: '4' }), names: 'yearOfUse' },
  { name: 'a product with fractional years of use is refused', as: 'seller', request: postProduct({ yearOfUse: 4.5 }), names: 'yearOfUse' },
  { name: 'a product with a price as a boolean is refused', as: 'seller', request: postProduct({ resalePrice: true }), names: 'resalePrice' },
  { name: 'a product with a name as a number is refused', as: 'seller', request: postProduct({ productName: 42 }), names: 'productName' },
  { name: 'a product with a size as a number is refused', as: 'seller', request: postProduct({ categorySize: 20 }), names: 'categorySize' },
  { name: 'a product with a size that is not a number is refused', as: 'seller', request: postProduct({ categorySize: 'twenty' }), names: 'categorySize' },
  { name: 'a product with a phone number as a number is refused', as: 'seller', request: postProduct({ sellerNumber: 1712345678 }), names: 'sellerNumber' },
  { name: 'a product with details as an array is refused', as: 'seller', request: postProduct({ details: ['runs', 'well'] }), names: 'details' },
  { name: 'a product with a picture as an object is refused', as: 'seller', request: postProduct((w) => ({ picture: { url: ownPicture(w.seller.uid) } })), names: 'picture' },
  { name: 'a product with a blank name is refused', as: 'seller', request: postProduct({ productName: '   ' }), names: 'productName' },
  { name: 'a product with a one-letter location is refused', as: 'seller', request: postProduct({ location: 'x' }), names: 'location' },
  // Each required field removed in turn.
  ...requiredProductFields.map(
    (field): Case => ({ name: `a product without ${field} is refused`, as: 'seller', request: (w) => ({ method: 'POST', path: '/products', json: productWithout(w, field) }), names: field }),
  ),
  // Fields the server sets: an earlier version let callers set them (docs/product.md).
  ...(
    [
      ['sellerVerify', true],
      ['sellerEmail', 'someone.else@machinery.test'],
      ['sellerName', 'Someone Else'],
      ['sellerUid', 'someoneElse'],
      ['sold', false],
      ['advertiseName', ADVERTISE_HOME_PAGE],
      ['dateOfPost', '1/1/2020'],
      ['timeOfPost', '9:00 AM'],
      ['createdAt', '2099-01-01T00:00:00.000Z'],
      ['_id', 'chosenId'],
      ['role', 'admin'],
      ['__proto__', { sold: true }],
    ] as const
  ).map(([field, value]): Case => ({
    name: `a product that sets ${field} itself is refused`,
    as: 'seller',
    // JSON.stringify drops a __proto__ key set through an object literal: build the text by hand.
    request: (w) => ({ method: 'POST', path: '/products', raw: JSON.stringify(productInput(w.seller)).replace(/^\{/, `{${JSON.stringify(field)}:${JSON.stringify(value)},`) }),
    names: field,
  })),
  // Oversize strings.
  ...(['productName', 'categoryCompany', 'details', 'location', 'madeOf', 'fuel', 'name', 'userInfo'] as const).map(
    (field): Case => ({ name: `a product with a 10k-character ${field} is refused`, as: 'seller', request: postProduct({ [field]: huge() }), names: field }),
  ),
  { name: 'a product with a 10k-character picture address is refused', as: 'seller', request: postProduct((w) => ({ picture: `${ownPicture(w.seller.uid)}&x=${huge()}` })), names: 'picture' },
  { name: 'a product with a 10k-digit phone number is refused', as: 'seller', request: postProduct({ sellerNumber: huge(10_000, '1') }), names: 'sellerNumber' },
  // Operator-like objects.
  { name: 'a product with an operator object as price is refused', as: 'seller', request: postProduct({ resalePrice: operator }), names: 'resalePrice' },
  { name: 'a product with an operator object as name is refused', as: 'seller', request: postProduct({ productName: operator }), names: 'productName' },
  { name: 'a product with an operator object as year is refused', as: 'seller', request: postProduct({ mfYear: { $gte: 1900 } }), names: 'mfYear' },
  // Years.
  { name: 'a product made in 1899 is refused', as: 'seller', request: postProduct({ mfYear: 1899, yearOfUse: 0 }), names: 'mfYear' },
  { name: 'a product made next year is refused', as: 'seller', request: postProduct({ mfYear: THIS_YEAR + 1, yearOfUse: 0 }), names: 'mfYear' },
  { name: 'a product with negative years of use is refused', as: 'seller', request: postProduct({ yearOfUse: -1 }), names: 'yearOfUse' },
  {
    name: "a product used longer than the machine's age is refused",
    as: 'seller',
    request: postProduct({ mfYear: 1994, yearOfUse: THIS_YEAR - 1994 + 1 }),
    names: 'yearOfUse',
  },
  { name: 'a product made this year and used a year is refused', as: 'seller', request: postProduct({ mfYear: THIS_YEAR, yearOfUse: 1 }), names: 'yearOfUse' },
  // Prices.
  { name: 'a product with a price of 0 is refused', as: 'seller', request: postProduct({ resalePrice: 0 }), names: 'resalePrice' },
  { name: 'a product with a negative price is refused', as: 'seller', request: postProduct({ resalePrice: -120 }), names: 'resalePrice' },
  { name: 'a product with an original price of 0 is refused', as: 'seller', request: postProduct({ originalPrice: 0 }), names: 'originalPrice' },
  { name: 'a product with a negative original price is refused', as: 'seller', request: postProduct({ originalPrice: -1 }), names: 'originalPrice' },
  { name: 'a product with an absurd price is refused', as: 'seller', request: postProduct({ resalePrice: 1e12 }), names: 'resalePrice' },
  {
    name: 'a product with a price beyond what a number holds (1e400) is refused',
    as: 'seller',
    request: (w) => ({ method: 'POST', path: '/products', raw: JSON.stringify(productInput(w.seller)).replace('"resalePrice":120', '"resalePrice":1e400') }),
    names: 'resalePrice',
  },
  // Pictures not from our storage.
  { name: 'a product with a picture from another host is refused', as: 'seller', request: postProduct({ picture: 'https://i.ibb.co/x.png' }), names: 'picture' },
  { name: 'a product with a picture that is not an address is refused', as: 'seller', request: postProduct({ picture: 'engine.webp' }), names: 'picture' },
  { name: 'a product with a javascript: picture is refused', as: 'seller', request: postProduct({ picture: 'javascript:alert(1)' }), names: 'picture' },
  { name: 'a product with a data: picture is refused', as: 'seller', request: postProduct({ picture: 'data:image/png;base64,iVBORw0KGgo=' }), names: 'picture' },
  {
    name: "a product with a picture from another project's bucket is refused",
    as: 'seller',
    request: postProduct({ picture: 'https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/x.png?alt=media' }),
    names: 'picture',
  },
  { name: 'a product with a picture of our storage over plain http is refused', as: 'seller', request: postProduct((w) => ({ picture: ownPicture(w.seller.uid).replace('https:', 'http:') })), names: 'picture' },
  // Phone numbers.
  { name: 'a product with a phone number with letters is refused', as: 'seller', request: postProduct({ sellerNumber: '01712abc678' }), names: 'sellerNumber' },
  { name: 'a product with a phone number of words is refused', as: 'seller', request: postProduct({ sellerNumber: 'call me' }), names: 'sellerNumber' },
  { name: 'a product with a 3-digit phone number is refused', as: 'seller', request: postProduct({ sellerNumber: '123' }), names: 'sellerNumber' },
  ...bodyCases('POST /products', 'seller', () => '/products', 'POST', (w) => productInput(w.seller)),
];

const postBooking = (overrides: Record<string, unknown>) => (w: World) => ({ method: 'POST', path: '/bookings', json: booking(w, overrides) });

const bookingCases: Case[] = [
  { name: 'a booking with an operator object as product id is refused', as: 'buyer', request: postBooking({ productId: operator }), names: 'productId' },
  { name: 'a booking with a product id as a number is refused', as: 'buyer', request: postBooking({ productId: 123 }), names: 'productId' },
  { name: 'a booking without a product id is refused', as: 'buyer', request: postBooking({ productId: undefined }), names: 'productId' },
  { name: 'a booking with a path-like product id (../x) is refused', as: 'buyer', request: postBooking({ productId: '../x' }), names: 'productId' },
  { name: 'a booking with a 200-character product id is refused', as: 'buyer', request: postBooking({ productId: huge(200, 'a') }), names: 'productId' },
  { name: 'a booking with a NUL product id is refused', as: 'buyer', request: postBooking({ productId: '\u0000' }), names: 'productId' },
  { name: 'a booking of a product nobody listed is not found', as: 'buyer', request: postBooking({ productId: UNKNOWN_ID }), status: 404 },
  { name: 'a booking of a reserved product id is refused', as: 'buyer', request: postBooking({ productId: RESERVED_ID }), names: 'productId' },
  { name: 'a booking with a phone number with letters is refused', as: 'buyer', request: postBooking({ buyerNumber: '01811abc344' }), names: 'buyerNumber' },
  { name: 'a booking with a phone number of words is refused', as: 'buyer', request: postBooking({ buyerNumber: 'call me maybe' }), names: 'buyerNumber' },
  { name: 'a booking with a phone number as a number is refused', as: 'buyer', request: postBooking({ buyerNumber: 1811223344 }), names: 'buyerNumber' },
  { name: 'a booking without a phone number is refused', as: 'buyer', request: postBooking({ buyerNumber: undefined }), names: 'buyerNumber' },
  { name: 'a booking with a 10k-digit phone number is refused', as: 'buyer', request: postBooking({ buyerNumber: huge(10_000, '1') }), names: 'buyerNumber' },
  { name: 'a booking without a location is refused', as: 'buyer', request: postBooking({ buyerLocation: undefined }), names: 'buyerLocation' },
  { name: 'a booking with a one-letter location is refused', as: 'buyer', request: postBooking({ buyerLocation: 'x' }), names: 'buyerLocation' },
  { name: 'a booking with a 10k-character location is refused', as: 'buyer', request: postBooking({ buyerLocation: huge() }), names: 'buyerLocation' },
  { name: 'a booking with an operator object as location is refused', as: 'buyer', request: postBooking({ buyerLocation: operator }), names: 'buyerLocation' },
  { name: 'a booking with an operator object as price is refused', as: 'buyer', request: postBooking({ resalePrice: operator }), names: 'resalePrice' },
  { name: 'a booking with a 10k-character seller e-mail is refused', as: 'buyer', request: postBooking({ sellerEmail: huge() }), names: 'sellerEmail' },
  ...(
    [
      ['buyerUid', 'someoneElse'],
      ['sellerUid', 'someoneElse'],
      ['sold', true],
      ['_id', 'chosenTrxId'],
      ['createdAt', '2099-01-01T00:00:00.000Z'],
      ['role', 'admin'],
    ] as const
  ).map(([field, value]): Case => ({ name: `a booking that sets ${field} itself is refused`, as: 'buyer', request: postBooking({ [field]: value }), names: field })),
  ...bodyCases('POST /bookings', 'buyer', () => '/bookings', 'POST', (w) => booking(w)),
];

const lookup = (json: unknown) => () => ({ method: 'POST', path: '/user', json });
const register = (overrides: Record<string, unknown>) => (w: World) => ({ method: 'POST', path: '/user', json: registration(w, overrides) });

const userCases: Case[] = [
  // POST /user {email}: the role lookup.
  { name: 'a lookup with an operator object as e-mail is refused', as: 'buyer', request: lookup({ email: operator }), names: 'email' },
  { name: 'a lookup with an e-mail as a number is refused', as: 'buyer', request: lookup({ email: 42 }), names: 'email' },
  { name: 'a lookup without an e-mail is refused', as: 'buyer', request: lookup({}), names: 'email' },
  { name: 'a lookup with an e-mail that is not an address is refused', as: 'buyer', request: lookup({ email: 'not-an-email' }), names: 'email' },
  { name: 'a lookup with a 10k-character e-mail is refused', as: 'buyer', request: lookup({ email: `${huge()}@machinery.test` }), names: 'email' },
  { name: 'a lookup with an array of e-mails is refused', as: 'buyer', request: (w) => lookup({ email: [w.buyer.email, w.admin.email] })(), names: 'email' },
  { name: 'a lookup that also sets sellerVerify is refused', as: 'buyer', request: (w) => lookup({ email: w.buyer.email, sellerVerify: true })(), names: 'sellerVerify' },
  { name: 'a lookup that also sets adminVerify is refused', as: 'buyer', request: (w) => lookup({ email: w.buyer.email, adminVerify: true })(), names: 'adminVerify' },
  ...bodyCases('POST /user (lookup)', 'buyer', () => '/user', 'POST', (w) => ({ email: w.buyer.email })),
  // POST /user {displayName, email, role}: registration after sign-up.
  { name: 'a registration as admin is refused', as: 'newcomer', request: register({ role: 'admin' }), names: 'role' },
  { name: 'a registration with an unknown role is refused', as: 'newcomer', request: register({ role: 'owner' }), names: 'role' },
  { name: 'a registration with a role as a boolean is refused', as: 'newcomer', request: register({ role: true }), names: 'role' },
  { name: 'a registration with an operator object as role is refused', as: 'newcomer', request: register({ role: operator }), names: 'role' },
  { name: 'a registration that sets sellerVerify is refused', as: 'newcomer', request: register({ role: 'seller', sellerVerify: true }), names: 'sellerVerify' },
  { name: 'a registration that sets adminVerify is refused', as: 'newcomer', request: register({ adminVerify: true }), names: 'adminVerify' },
  { name: 'a registration that sets its own _id is refused', as: 'newcomer', request: register({ _id: 'chosenUid' }), names: '_id' },
  { name: 'a registration with a blank name is refused', as: 'newcomer', request: register({ displayName: '   ' }), names: 'displayName' },
  { name: 'a registration with a 10k-character name is refused', as: 'newcomer', request: register({ displayName: huge() }), names: 'displayName' },
  { name: 'a registration with an operator object as name is refused', as: 'newcomer', request: register({ displayName: operator }), names: 'displayName' },
  { name: 'a registration with an operator object as e-mail is refused', as: 'newcomer', request: register({ email: operator }), names: 'email' },
  { name: 'a registration without an e-mail is refused', as: 'newcomer', request: register({ email: undefined }), names: 'email' },
  { name: 'a registration with a photo that is not an address is refused', as: 'newcomer', request: register({ photoURL: 'me.png' }), names: 'photoURL' },
  { name: 'a registration with a 10k-character photo address is refused', as: 'newcomer', request: register({ photoURL: `https://example.com/${huge()}` }), names: 'photoURL' },
  ...bodyCases('POST /user (registration)', 'newcomer', () => '/user', 'POST', (w) => registration(w)),
];

const adminCases: Case[] = [
  // GET /user/:type
  ...['buyers', 'ALL', 'sellers', huge(200, 'a'), '%00', '..%2Fx'].map(
    (type): Case => ({ name: `the user list "${type.slice(0, 12)}" is refused`, as: 'admin', request: () => ({ method: 'GET', path: `/user/${type}` }), names: 'id' }),
  ),
  // DELETE /user/:id
  ...badIds.map((b): Case => ({ name: `deleting the user of ${b.label} is refused`, as: 'admin', request: () => ({ method: 'DELETE', path: `/user/${b.id}` }), names: 'id' })),
  { name: 'deleting a user nobody has is not found', as: 'admin', request: () => ({ method: 'DELETE', path: `/user/${UNKNOWN_ID}` }), status: 404 },
  { name: 'deleting the user of a reserved id is refused', as: 'admin', request: () => ({ method: 'DELETE', path: `/user/${RESERVED_ID}` }), names: 'id' },
  // PUT /user/:id/role
  ...(
    [
      ['an unknown role', { role: 'owner' }, 'role'],
      ['a role in capitals', { role: 'ADMIN' }, 'role'],
      ['a role in an array', { role: ['admin'] }, 'role'],
      ['an operator object as role', { role: operator }, 'role'],
      ['no role', {}, 'role'],
      ['a role and a sellerVerify', { role: 'seller', sellerVerify: true }, 'sellerVerify'],
    ] as const
  ).map(([label, json, names]): Case => ({
    name: `a role change with ${label} is refused`,
    as: 'admin',
    request: (w) => ({ method: 'PUT', path: `/user/${w.targetBuyer.uid}/role`, json }),
    names,
  })),
  ...badIds.map((b): Case => ({ name: `a role change of ${b.label} is refused`, as: 'admin', request: () => ({ method: 'PUT', path: `/user/${b.id}/role`, json: { role: 'seller' } }), names: 'id' })),
  { name: 'a role change of a user nobody has is not found', as: 'admin', request: () => ({ method: 'PUT', path: `/user/${UNKNOWN_ID}/role`, json: { role: 'seller' } }), status: 404 },
  { name: 'a role change of a reserved id is refused', as: 'admin', request: () => ({ method: 'PUT', path: `/user/${RESERVED_ID}/role`, json: { role: 'seller' } }), names: 'id' },
  ...bodyCases('PUT /user/:id/role', 'admin', (w) => `/user/${w.targetBuyer.uid}/role`, 'PUT', () => ({ role: 'seller' })),
  // PUT /user/:id/verify
  ...(
    [
      ['verified as text', { verified: 'true' }, 'verified'],
      ['verified as a number', { verified: 1 }, 'verified'],
      ['verified as null', { verified: null }, 'verified'],
      ['an operator object as verified', { verified: operator }, 'verified'],
      ['no verified', {}, 'verified'],
      ['a role beside verified', { verified: true, role: 'admin' }, 'role'],
    ] as const
  ).map(([label, json, names]): Case => ({
    name: `a verification with ${label} is refused`,
    as: 'admin',
    request: (w) => ({ method: 'PUT', path: `/user/${w.targetSeller.uid}/verify`, json }),
    names,
  })),
  ...badIds.map((b): Case => ({ name: `a verification of ${b.label} is refused`, as: 'admin', request: () => ({ method: 'PUT', path: `/user/${b.id}/verify`, json: { verified: true } }), names: 'id' })),
  ...bodyCases('PUT /user/:id/verify', 'admin', (w) => `/user/${w.targetSeller.uid}/verify`, 'PUT', () => ({ verified: true })),
];

const jwtCases: Case[] = [
  ...emailQueryCases('GET /jwt', 'buyer', '/jwt', (w) => w.buyer.email),
  { name: 'GET /jwt: an unknown query parameter is refused', as: 'buyer', request: (w) => ({ method: 'GET', path: `/jwt?email=${q(w.buyer.email)}&role=admin` }), names: 'role' },
];

const catalogCases: Case[] = [
  // GET /products/:categorySize
  ...['twenty', '12345', '..%2Fx', '%00', '-20', '20.5'].map(
    (size): Case => ({ name: `the catalog of size "${size}" is refused`, as: 'buyer', request: () => ({ method: 'GET', path: `/products/${size}` }), names: 'id' }),
  ),
  ...pagingCases('GET /products/20', 'buyer', () => '/products/20'),
  // GET /product/:id: a malformed or unknown id is simply not found.
  ...[...badIds, { label: 'an unknown id', id: UNKNOWN_ID }, { label: 'a reserved id', id: RESERVED_ID }, { label: 'a 10k-character id', id: huge(10_000, 'a') }].map(
    (b): Case => ({ name: `the product of ${b.label} is not found`, as: 'buyer', request: () => ({ method: 'GET', path: `/product/${b.id}` }), status: 404 }),
  ),
  // GET /myProducts
  ...emailQueryCases('GET /myProducts', 'seller', '/myProducts', (w) => w.seller.email),
  ...pagingCases('GET /myProducts', 'seller', (w) => `/myProducts?email=${q(w.seller.email)}`),
];

const advertise = (json: unknown) => (w: World) => ({ method: 'PUT', path: `/advertised/products/${w.product._id}`, json });

const advertisingCases: Case[] = [
  { name: 'an advertisement of an option that does not exist is refused', as: 'seller', request: advertise({ advertiseName: 'SuperAdd' }), names: 'advertiseName' },
  { name: 'an advertisement without an option is refused', as: 'seller', request: advertise({}), names: 'advertiseName' },
  { name: 'an advertisement with an operator object as option is refused', as: 'seller', request: advertise({ advertiseName: operator }), names: 'advertiseName' },
  { name: 'an advertisement with the option in an array is refused', as: 'seller', request: advertise({ advertiseName: [ADVERTISE_HOME_PAGE] }), names: 'advertiseName' },
  { name: 'an advertisement with a 10k-character option is refused', as: 'seller', request: advertise({ advertiseName: huge() }), names: 'advertiseName' },
  { name: 'an advertisement that also marks the product unsold is refused', as: 'seller', request: advertise({ advertiseName: ADVERTISE_HOME_PAGE, sold: false }), names: 'sold' },
  ...badIds.map(
    (b): Case => ({
      name: `an advertisement of ${b.label} is refused`,
      as: 'seller',
      request: () => ({ method: 'PUT', path: `/advertised/products/${b.id}`, json: { advertiseName: ADVERTISE_HOME_PAGE } }),
      names: 'productId',
    }),
  ),
  {
    name: 'an advertisement of a product nobody listed is not found',
    as: 'seller',
    request: () => ({ method: 'PUT', path: `/advertised/products/${UNKNOWN_ID}`, json: { advertiseName: ADVERTISE_HOME_PAGE } }),
    status: 404,
  },
  {
    name: 'an advertisement of a reserved product id is refused',
    as: 'seller',
    request: () => ({ method: 'PUT', path: `/advertised/products/${RESERVED_ID}`, json: { advertiseName: ADVERTISE_HOME_PAGE } }),
    names: 'productId',
  },
  ...bodyCases('PUT /advertised/products/:productId', 'seller', (w) => `/advertised/products/${w.product._id}`, 'PUT', () => ({ advertiseName: ADVERTISE_HOME_PAGE })),
];

const bookingListCases: Case[] = [
  ...emailQueryCases('GET /mybooking', 'buyer', '/mybooking', (w) => w.buyer.email),
  ...pagingCases('GET /mybooking', 'buyer', (w) => `/mybooking?email=${q(w.buyer.email)}`),
  ...emailQueryCases('GET /mybuyer', 'seller', '/mybuyer', (w) => w.seller.email),
  ...pagingCases('GET /mybuyer', 'seller', (w) => `/mybuyer?email=${q(w.seller.email)}`),
];

const groups: [string, Case[]][] = [
  ['POST /products', productCases],
  ['POST /bookings', bookingCases],
  ['POST /user (lookup and registration)', userCases],
  ['admin routes: GET /user/{id} (the list), DELETE /user/{id}, PUT /user/:id/role, PUT /user/:id/verify', adminCases],
  ['GET /jwt', jwtCases],
  ['GET /products/{id} (the catalog), GET /product/{id}, GET /myProducts', catalogCases],
  ['PUT /advertised/products/:productId', advertisingCases],
  ['GET /mybooking, GET /mybuyer', bookingListCases],
];

describe('bad input gets a 4xx envelope with a clear message, never a 500', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let world: World;
  const before = { myProducts: 0, catalog: 0 };

  const send = (request: Request, as: Caller) => {
    const init: Parameters<typeof call>[1] = { method: request.method, token: world[as].token };
    if (request.raw !== undefined) {
      init.body = request.raw;
      init.headers = { 'Content-Type': request.contentType ?? 'application/json' };
    } else {
      init.json = request.json;
    }
    return call(`${api.url}${request.path}`, init);
  };
  const productTotals = async () => {
    const mine = await send({ method: 'GET', path: `/myProducts?email=${q(world.seller.email)}` }, 'seller');
    const all = await send({ method: 'GET', path: '/products/all' }, 'buyer');
    expect([mine.status, all.status]).toEqual([200, 200]);
    return { myProducts: pageSchema(listedProductSchema).parse(mine.body).total, catalog: pageSchema(listedProductSchema).parse(all.body).total };
  };

  beforeAll(async () => {
    await resetEmulators();
    api = await startApi();
    const [buyer, seller, admin, newcomer, targetBuyer, targetSeller] = await Promise.all([
      person('buyer'),
      person('seller', { verified: true }),
      person('admin', { verified: true }),
      person(null),
      person('buyer'),
      person('seller'),
    ]);
    world = { buyer, seller, admin, newcomer, targetBuyer, targetSeller, product: await storedProduct(seller) };
    Object.assign(before, await productTotals());
    expect(before).toEqual({ myProducts: 1, catalog: 1 });
  });
  afterAll(() => api.close());

  for (const [group, cases] of groups) {
    describe(group, () => {
      for (const c of cases) {
        const status = c.status ?? 400;
        it(`${c.name} (${status})`, async () => {
          const { status: actual, body } = await send(c.request(world), c.as);
          expect({ status: actual, message: body.message }).toMatchObject({ status });
          expect(body.success).toBe(false);
          expect(body.data).toBeNull();
          expect(body.message).toMatch(/\w/);
          // The message is for people: no stack frames or driver text.
          expect(body.message).not.toMatch(/\n|\bat \S+:\d+|node_modules|INVALID_ARGUMENT|Firestore/);
          if (c.names) expect(body.message).toContain(c.names);
        });
      }
    });
  }

  describe('nothing was written by the refused requests', () => {
    it("the seller's product count and the catalog total are unchanged", async () => {
      expect(await productTotals()).toEqual(before);
    });

    it("the buyer has no booking and the seller no buyer", async () => {
      const bookings = await send({ method: 'GET', path: `/mybooking?email=${q(world.buyer.email)}` }, 'buyer');
      const buyers = await send({ method: 'GET', path: `/mybuyer?email=${q(world.seller.email)}` }, 'seller');
      expect([bookings.status, bookings.body.data]).toEqual([200, []]);
      expect([buyers.status, buyers.body.data]).toEqual([200, []]);
    });

    it('the listed product is still unsold and not advertised', async () => {
      const stored = await productsStore.get(world.product._id);
      expect(stored).toEqual(world.product);
      const advertised = await call(`${api.url}/advertised/products`);
      expect(advertised.body.data).toEqual([]);
    });

    it('the newcomer is still unregistered, with no role claims', async () => {
      expect(await usersStore.get(world.newcomer.uid)).toBeNull();
      const account = await getAuth(adminApp()).getUser(world.newcomer.uid);
      expect(account.customClaims ?? {}).toEqual({});
    });

    it('the buyer an admin tried to promote is still a buyer, the seller still unverified', async () => {
      expect(await usersStore.get(world.targetBuyer.uid)).toMatchObject({ role: 'buyer', sellerVerify: false, adminVerify: false });
      expect(await usersStore.get(world.targetSeller.uid)).toMatchObject({ role: 'seller', sellerVerify: false });
    });
  });
});
