import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../emulators/ports.js';
import { call, startApi } from './harness.js';

// No database answers at this address: the API must say so quickly with a 503 envelope rather
// than hang while the Firestore client retries.
describe('when Firestore cannot be reached', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
    api = await startApi();
  });
  afterAll(() => api.close());

  it('a public list answers 503 with a message within 5 s, and the server keeps answering', async () => {
    const started = Date.now();
    const { status, body } = await call(`${api.url}/productsCategory`);
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.', data: null });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await call(`${api.url}/health`)).status).toBe(200);
  });
});
