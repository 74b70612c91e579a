import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../emulators/ports.js';
import { call, startApi } from './harness.js';
import { person } from './world.js';

// A Firestore of this test's own (the Node emulator, in process), so it can be stopped while
// the API runs: the API must answer a 503 envelope quickly rather than hang, and recover by
// itself when the database is back.
describe('when Firestore goes away and comes back', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let port: number;
  let database: FirestoreServer;

  beforeAll(async () => {
    port = await freePort();
    database = new FirestoreServer();
    await database.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
    database.stop();
  });

  it('answers 503 with a message within 5 s while it is down, the next calls at once, keeps serving, and recovers', async () => {
    expect((await call(`${api.url}/productsCategory`)).status).toBe(200);
    const buyer = await person('buyer');

    database.stop();
    const started = Date.now();
    const down = await call(`${api.url}/productsCategory`);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.', data: null });
    expect(down.headers.get('retry-after')).toBe('1');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await call(`${api.url}/health`)).status).toBe(200);
    // The next calls do not wait the whole deadline each (4 s): the database is known to be away.
    const again = Date.now();
    expect((await call(`${api.url}/productsCategory`)).status).toBe(503);
    expect(Date.now() - again).toBeLessThan(1500);
    // A search reads its page and its count at once: the count's failure, left behind by the
    // page's, must not end the process (an unhandled rejection fails this test too).
    expect((await call(`${api.url}/products/all?q=diesel`, { token: buyer.token })).status).toBe(503);
    expect((await call(`${api.url}/health`)).status).toBe(200);

    database = new FirestoreServer();
    await database.start(port);
    // The client reconnects on its own; the API asks the database again a second after the last
    // call it did not answer, and answers 503 at once meanwhile: back within a few seconds.
    await expect.poll(async () => (await call(`${api.url}/productsCategory`)).status, { timeout: 5000 }).toBe(200);
  });
});
