import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, envelopeSchema } from '../src/contract/index.js';
import { categoriesStore } from '../src/store/categories.js';
import { call, startApi } from './harness.js';
import { resetEmulators } from './world.js';

const sizes = [
  { _id: 'catSize40xxxxxxxxxxx', categorySize: '40', categoryImage: '/categories/40.svg' },
  { _id: 'catSize20xxxxxxxxxxx', categorySize: '20', categoryImage: '/categories/20.svg' },
  { _id: 'catSize32xxxxxxxxxxx', categorySize: '32', categoryImage: '/categories/32.svg' },
];

describe('GET /api/productsCategory', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    await resetEmulators();
    await Promise.all(sizes.map((c) => categoriesStore.put(c)));
    api = await startApi();
  });
  afterAll(() => api.close());

  it('lists every category to anyone, smallest size first, in the envelope', async () => {
    const { status, body } = await call(`${api.url}/productsCategory`);
    expect(status).toBe(200);
    const parsed = envelopeSchema(categorySchema.array()).parse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data.map((c) => c.categorySize)).toEqual(['20', '32', '40']);
    expect(parsed.data[0]).toEqual(sizes[1]);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const { status, body } = await call(`${api.url}/no-such-route`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, data: null });
  });

  it('answers a body that is not JSON with a 400 envelope, not a 500', async () => {
    const { status, body } = await call(`${api.url}/productsCategory`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"not json',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'The request body is not valid JSON.', data: null });
  });
});

describe('CORS', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('admits the local development origins', async () => {
    const res = await fetch(`${api.url}/productsCategory`, { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const preflight = await fetch(`${api.url}/bookings`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:5000', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
  });

  it('admits no other origin', async () => {
    const res = await fetch(`${api.url}/productsCategory`, { headers: { Origin: 'https://evil.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.url}/bookings`, { method: 'OPTIONS', headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(403);
  });
});
