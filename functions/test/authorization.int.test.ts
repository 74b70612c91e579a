import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/index.js';
import { ADVERTISE_HOME_PAGE } from '../src/contract/index.js';
import { call, startApi } from './harness.js';
import { person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// The earlier version's server checked nobody (docs/product.md, last section). This is the whole
// authorization matrix of the API in one table: every route × every kind of caller.

type Persona = 'anonymous' | 'forged' | 'buyer' | 'owner' | 'otherSeller' | 'admin';
const personas: Persona[] = ['anonymous', 'forged', 'buyer', 'owner', 'otherSeller', 'admin'];

type World = {
  buyer: Person;
  owner: Person;
  otherSeller: Person;
  admin: Person;
  product: Product;
  /** A fresh thing for routes that change state, so each persona acts on its own copy. */
  freshProduct: () => Promise<Product>;
  freshBuyer: () => Promise<Person>;
  freshSeller: () => Promise<Person>;
  freshAdmin: () => Promise<Person>;
};

type Request = { method: string; path: string; json?: unknown };
type Row = { route: string; request: (w: World, me: Person | null) => Promise<Request> | Request; expect: Record<Persona, number> };

const everyone = (status: number): Record<Persona, number> => ({ anonymous: status, forged: status, buyer: status, owner: status, otherSeller: status, admin: status });
const signedIn = (status: number, others: Partial<Record<Persona, number>> = {}): Record<Persona, number> => ({
  anonymous: 401,
  forged: 401,
  buyer: status,
  owner: status,
  otherSeller: status,
  admin: status,
  ...others,
});
const adminOnly = (status: number) => signedIn(403, { admin: status });

const rows: Row[] = [
  { route: 'GET /productsCategory', request: () => ({ method: 'GET', path: '/productsCategory' }), expect: everyone(200) },
  { route: 'GET /advertised/products', request: () => ({ method: 'GET', path: '/advertised/products' }), expect: everyone(200) },
  {
    route: 'POST /user {own email} (lookup)',
    request: (_w, me) => ({ method: 'POST', path: '/user', json: { email: me?.email ?? 'someone@machinery.test' } }),
    expect: signedIn(200),
  },
  {
    route: "POST /user {a buyer's email} (lookup of someone else)",
    request: (w) => ({ method: 'POST', path: '/user', json: { email: w.buyer.email } }),
    expect: signedIn(403, { buyer: 200, admin: 200 }),
  },
  { route: 'GET /user/all', request: () => ({ method: 'GET', path: '/user/all' }), expect: adminOnly(200) },
  { route: 'GET /user/seller', request: () => ({ method: 'GET', path: '/user/seller' }), expect: adminOnly(200) },
  { route: 'GET /user/admin', request: () => ({ method: 'GET', path: '/user/admin' }), expect: adminOnly(200) },
  { route: 'DELETE /user/{buyer}', request: async (w) => ({ method: 'DELETE', path: `/user/${(await w.freshBuyer()).uid}` }), expect: adminOnly(200) },
  { route: 'DELETE /user/{admin}', request: async (w) => ({ method: 'DELETE', path: `/user/${(await w.freshAdmin()).uid}` }), expect: adminOnly(403) },
  {
    route: 'PUT /user/{id}/role',
    request: async (w) => ({ method: 'PUT', path: `/user/${(await w.freshBuyer()).uid}/role`, json: { role: 'seller' } }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /user/{id}/verify',
    // A fresh seller: verifying revokes the account's sessions.
    request: async (w) => ({ method: 'PUT', path: `/user/${(await w.freshSeller()).uid}/verify`, json: { verified: true } }),
    expect: adminOnly(200),
  },
  { route: 'GET /jwt?email={own}', request: (_w, me) => ({ method: 'GET', path: `/jwt?email=${me?.email ?? 'x@machinery.test'}` }), expect: signedIn(200) },
  { route: "GET /jwt?email={someone else's}", request: (w) => ({ method: 'GET', path: `/jwt?email=${w.owner.email}` }), expect: signedIn(403, { owner: 200 }) },
  { route: 'POST /products', request: (_w, me) => ({ method: 'POST', path: '/products', json: productInput(me ?? { uid: 'nobody' }) }), expect: signedIn(403, { owner: 201, otherSeller: 201 }) },
  { route: 'GET /products/all', request: () => ({ method: 'GET', path: '/products/all' }), expect: signedIn(200) },
  { route: 'GET /products/{size}', request: () => ({ method: 'GET', path: '/products/20' }), expect: signedIn(200) },
  { route: 'GET /product/{id}', request: (w) => ({ method: 'GET', path: `/product/${w.product._id}` }), expect: signedIn(200) },
  {
    route: "GET /myProducts?email={owner's}",
    request: (w) => ({ method: 'GET', path: `/myProducts?email=${w.owner.email}` }),
    expect: signedIn(403, { owner: 200, admin: 200 }),
  },
  {
    route: "PUT /advertised/products/{owner's product}",
    request: async (w) => ({ method: 'PUT', path: `/advertised/products/${(await w.freshProduct())._id}`, json: { advertiseName: ADVERTISE_HOME_PAGE } }),
    expect: signedIn(403, { owner: 200, admin: 200 }),
  },
  {
    route: "POST /bookings {owner's product}",
    request: (w) => ({ method: 'POST', path: '/bookings', json: { productId: w.product._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' } }),
    expect: signedIn(201, { owner: 403 }),
  },
  {
    route: "GET /mybooking?email={buyer's}",
    request: (w) => ({ method: 'GET', path: `/mybooking?email=${w.buyer.email}` }),
    expect: signedIn(403, { buyer: 200, admin: 200 }),
  },
  {
    route: "GET /mybuyer?email={owner's}",
    request: (w) => ({ method: 'GET', path: `/mybuyer?email=${w.owner.email}` }),
    expect: signedIn(403, { owner: 200, admin: 200 }),
  },
];

/** A token with an admin's claims, signed by nobody we trust. */
function forgedToken(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    part({ alg: 'RS256', kid: 'forged', typ: 'JWT' }),
    part({ iss: `https://securetoken.google.com/${process.env.GCLOUD_PROJECT}`, aud: process.env.GCLOUD_PROJECT, sub: uid, user_id: uid, iat: now, exp: now + 3600, auth_time: now, role: 'admin', adminVerify: true, email: 'forger@machinery.test' }),
    Buffer.from('not a real signature').toString('base64url'),
  ].join('.');
}

describe('authorization: every route × every kind of caller', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let world: World;

  beforeAll(async () => {
    await resetEmulators();
    api = await startApi();
    const [buyer, owner, otherSeller, admin] = await Promise.all([person('buyer'), person('seller', { verified: true }), person('seller'), person('admin', { verified: true })]);
    world = {
      buyer,
      owner,
      otherSeller,
      admin,
      product: await storedProduct(owner),
      freshProduct: () => storedProduct(owner),
      freshBuyer: () => person('buyer'),
      freshSeller: () => person('seller'),
      freshAdmin: () => person('admin'),
    };
  });
  afterAll(() => api.close());

  const cases = rows.flatMap((row) => personas.map((persona) => ({ row, persona, status: row.expect[persona] })));
  it.each(cases)('$row.route as $persona → $status', async ({ row, persona, status }) => {
    const me = persona === 'anonymous' || persona === 'forged' ? null : world[persona];
    const request = await row.request(world, me);
    const token = persona === 'forged' ? forgedToken(world.admin.uid) : me?.token;
    const { status: actual, body } = await call(`${api.url}${request.path}`, { method: request.method, json: request.json, token });
    expect({ status: actual, message: body.message }).toMatchObject({ status });
    expect(body.success).toBe(status < 400);
  });
});
