import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startApi, startFrontEnd } from './harness.js';
import { person, resetEmulators, storedProduct } from './world.js';

// The per-account brake at its documented default (functions/.env.example).
delete process.env.ACCOUNT_WRITES_PER_MINUTE;
const ACCOUNT_WRITES_PER_MINUTE = 120;

// Unauthenticated floods on registration and bookings are braked per client address: the
// address Google's front end appended, never one the client wrote itself.
describe('request floods', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '20';
  });
  // A fresh API per case: the limit counts per client address across both routes.
  beforeEach(async () => {
    api = await startApi();
  });
  afterEach(() => api.close());

  it.each(['/bookings', '/user'])('on POST %s get 429 envelopes past the limit, while other routes keep answering', async (path) => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => call(`${api.url}${path}`, { method: 'POST', json: {} })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body).toMatchObject({ success: false, data: null });
    expect(limited.body.message).toMatch(/^Too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(`${api.url}/health`)).status).toBe(200);
  });

  it('cannot be dodged by writing a different X-Forwarded-For on every request', async () => {
    const frontEnd = await startFrontEnd(api.url);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(`${frontEnd.url}/bookings`, { method: 'POST', json: {}, headers: { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.${i}` } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    } finally {
      await frontEnd.close();
    }
  });
});

// Every write of a signed-in account is braked per account: one account cannot edit, save,
// change statuses or mark notifications faster than a person would, from however many addresses.
describe('writes of one account', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '100000';
    await resetEmulators();
    api = await startApi();
  });
  afterAll(() => api.close());
  const send = (method: string, path: string, token: string, json?: unknown, headers?: Record<string, string>) => call(`${api.url}${path}`, { method, token, json, headers });

  it(`pass up to ${ACCOUNT_WRITES_PER_MINUTE} a minute (a busy seller's 60 edits and more), then get 429 envelopes with Retry-After`, async () => {
    const seller = await person('seller');
    const machine = await storedProduct(seller);
    const edits = Array.from({ length: 60 }, (_, i) => () => send('PATCH', `/products/${machine._id}`, seller.token, { resalePrice: 100 + i }));
    for (const edit of edits) expect((await edit()).status).toBe(200);
    const more = await Promise.all(Array.from({ length: ACCOUNT_WRITES_PER_MINUTE }, () => send('PUT', '/notifications/read', seller.token)));
    expect(more.filter((a) => a.status === 200)).toHaveLength(ACCOUNT_WRITES_PER_MINUTE - 60);
    const braked = more.filter((a) => a.status === 429);
    expect(braked).toHaveLength(60);
    expect(braked[0]!.body).toMatchObject({ success: false, data: null });
    expect(braked[0]!.body.message).toMatch(/^Too many requests\. Please wait \d+ s and try again\.$/);
    const wait = Number(braked[0]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(braked[0]!.body.message).toContain(`${wait} s`);
  });

  it('brake every kind of write, and no read', async () => {
    const [seller, other] = await Promise.all([person('seller'), person('seller')]);
    const machine = await storedProduct(other);
    const mine = await storedProduct(seller);
    await Promise.all(Array.from({ length: ACCOUNT_WRITES_PER_MINUTE }, () => send('PUT', '/notifications/read', seller.token)));
    const writes = await Promise.all([
      send('POST', '/products', seller.token, {}),
      send('PATCH', `/products/${mine._id}`, seller.token, { resalePrice: 1 }),
      send('DELETE', `/products/${mine._id}`, seller.token),
      send('PUT', `/advertised/products/${mine._id}`, seller.token, { advertiseName: 'HomePageAdds' }),
      send('POST', '/bookings', seller.token, { productId: machine._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }),
      send('PUT', '/bookings/someBooking/status', seller.token, { status: 'cancelled' }),
      send('PUT', `/favourites/${machine._id}`, seller.token),
      send('DELETE', `/favourites/${machine._id}`, seller.token),
      send('POST', '/saved-searches', seller.token, { name: 'Diesel', query: { fuel: 'diesel' } }),
      send('PUT', '/notifications/someNotice/read', seller.token),
    ]);
    expect(writes.map((a) => a.status)).toEqual(writes.map(() => 429));
    for (const path of ['/products/all', `/product/${machine._id}`, '/notifications', '/saved-searches', '/favourites']) {
      expect((await call(`${api.url}${path}`, { token: seller.token })).status, path).toBe(200);
    }
    // Another account is not braked by it.
    expect((await send('PUT', '/notifications/read', other.token)).status).toBe(200);
  });

  it('cannot be dodged by calling from other addresses', async () => {
    const frontEnd = await startFrontEnd(api.url);
    try {
      const buyer = await person('buyer');
      const answers = await Promise.all(
        Array.from({ length: ACCOUNT_WRITES_PER_MINUTE + 20 }, (_, i) =>
          call(`${frontEnd.url}/notifications/read`, { method: 'PUT', token: buyer.token, headers: { 'X-Forwarded-For': `203.0.113.${i % 250}` } }),
        ),
      );
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
    } finally {
      await frontEnd.close();
    }
  });
});
