import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiseInputSchema,
  bookingInputSchema,
  productInputSchema,
  roleChangeSchema,
  userLookupSchema,
  userRegistrationSchema,
  verifyChangeSchema,
} from '../src/contract/index.js';
import { call, startApi } from './harness.js';
import { person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Property-based fuzzing: at least 300 generated payloads per route that takes input. A payload
// the contract's own schema refuses must get a 4xx envelope; one that the schema happens to
// accept (an ignored optional field, say) must get an envelope that says what it did, never a
// 5xx; and the server must keep answering.

const RUNS = 300;

/** Anything JSON can carry, including the shapes that broke the earlier version's server (docs/product.md). */
const junk = fc.oneof(
  fc.anything({ maxDepth: 4, withNullPrototype: false }),
  fc.string({ unit: 'binary', maxLength: 5000 }),
  fc.constantFrom({ $ne: null }, { $gt: '' }, [{ $where: '1' }], '__proto__', { __proto__: { admin: true } }, { constructor: { prototype: {} } }),
  fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.constant(0), fc.record({ x: tie('deep') })) })).deep,
);

/** A valid body with one field replaced by junk, one removed, or junk added. */
const mutated = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(valid)), junk).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...Object.keys(valid)).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    fc.tuple(fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !(k in valid)), junk).map(([key, value]) => ({ ...valid, [key]: value })),
    junk,
  );

const badId = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('..', '%00', '__x__', 'a/b', ' ', 'null', '$ne'));

describe('fuzzing every route that takes input', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let buyer: Person;
  let seller: Person;
  let admin: Person;
  let productId: string;

  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '100000';
    await resetEmulators();
    [buyer, seller, admin] = await Promise.all([person('buyer'), person('seller'), person('admin')]);
    productId = (await storedProduct(seller))._id;
    api = await startApi();
  });
  afterAll(() => api.close());

  async function expect4xx(method: string, path: string, json: unknown, token?: string) {
    const { status, body } = await call(`${api.url}${path}`, { method, json: json === undefined ? undefined : json, token });
    expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(false);
  }

  /** POST /user registers when the body speaks of a name or role, and looks up otherwise. */
  const userBody = (body: unknown) =>
    typeof body === 'object' && body !== null && ('displayName' in body || 'role' in body) ? userRegistrationSchema.safeParse(body) : userLookupSchema.safeParse(body);

  const bodies: [string, string, () => Record<string, unknown>, () => string, (body: unknown) => { success: boolean }][] = [
    ['POST', '/products', () => productInput(seller), () => seller.token, (b) => productInputSchema.safeParse(b)],
    ['POST', '/bookings', () => ({ productId, buyerNumber: '01811223344', buyerLocation: 'Bogura' }), () => buyer.token, (b) => bookingInputSchema.safeParse(b)],
    ['POST', '/user', () => ({ displayName: 'Someone', email: buyer.email, role: 'buyer' }), () => buyer.token, userBody],
    ['PUT', '/advertised/products/{product}', () => ({ advertiseName: 'HomePageAdds' }), () => seller.token, (b) => advertiseInputSchema.safeParse(b)],
    ['PUT', '/user/{buyer}/role', () => ({ role: 'seller' }), () => admin.token, (b) => roleChangeSchema.safeParse(b)],
    ['PUT', '/user/{buyer}/verify', () => ({ verified: true }), () => admin.token, (b) => verifyChangeSchema.safeParse(b)],
  ];

  it.each(bodies)('%s %s: 300 mutated bodies: every one the contract refuses gets a 4xx envelope, none a 5xx', async (method, template, valid, token, contract) => {
    const path = template.replace('{product}', productId).replace('{buyer}', buyer.uid);
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(mutated(valid()), async (body) => {
        fc.pre(JSON.stringify(body) !== JSON.stringify(valid()));
        const { status, body: answer } = await call(`${api.url}${path}`, { method, json: body, token: token() });
        const sent = String(JSON.stringify(body)).slice(0, 300);
        const asSent = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
        if (!contract(asSent).success) {
          refused += 1;
          expect(status, sent).toBeGreaterThanOrEqual(400);
          expect(status, sent).toBeLessThan(500);
          expect(answer.success, sent).toBe(false);
        } else {
          // Valid by the contract: whatever the rule says (201, 409 already booked…), said plainly.
          expect(status, sent).toBeLessThan(500);
          expect(answer.success, sent).toBe(status < 400);
        }
      }),
      { numRuns: RUNS },
    );
    // Most mutations are bad input; the property must have been tested on them, not skipped.
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  const queries: [string, (value: string) => string, () => string][] = [
    ['GET /products/{size}', (v) => `/products/${encodeURIComponent(v)}?limit=${encodeURIComponent(v)}`, () => buyer.token],
    ['GET /products/all?cursor', (v) => `/products/all?cursor=${encodeURIComponent(v)}`, () => buyer.token],
    ['GET /product/{id}', (v) => `/product/${encodeURIComponent(v)}`, () => buyer.token],
    ['GET /myProducts?email', (v) => `/myProducts?email=${encodeURIComponent(v)}`, () => seller.token],
    ['GET /mybooking?email', (v) => `/mybooking?email=${encodeURIComponent(v)}`, () => buyer.token],
    ['GET /mybuyer?email', (v) => `/mybuyer?email=${encodeURIComponent(v)}`, () => seller.token],
    ['GET /jwt?email', (v) => `/jwt?email=${encodeURIComponent(v)}`, () => buyer.token],
    ['GET /user/{type}', (v) => `/user/${encodeURIComponent(v)}`, () => admin.token],
    ['DELETE /user/{id}', (v) => `/user/${encodeURIComponent(v)}`, () => admin.token],
  ];

  it.each(queries)('%s: 300 bad ids and query values all get a 4xx envelope', async (name, path, token) => {
    const method = name.split(' ')[0]!;
    await fc.assert(
      fc.asyncProperty(badId, async (value) => {
        await expect4xx(method, path(value), undefined, token());
      }),
      { numRuns: RUNS },
    );
  });

  it('still answers after all that', async () => {
    expect((await call(`${api.url}/health`)).status).toBe(200);
    expect((await call(`${api.url}/product/${productId}`, { token: buyer.token })).status).toBe(200);
  });
});
