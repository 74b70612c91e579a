import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../emulators/ports.js';
import { call, startApi } from './harness.js';

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

  it('answers 503 with a message within 5 s while it is down, keeps serving, and recovers', async () => {
    expect((await call(`${api.url}/productsCategory`)).status).toBe(200);

    database.stop();
    const started = Date.now();
    const down = await call(`${api.url}/productsCategory`);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.', data: null });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await call(`${api.url}/health`)).status).toBe(200);

    database = new FirestoreServer();
    await database.start(port);
    // The client reconnects on its own; the first calls may still see the outage.
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt++) status = (await call(`${api.url}/productsCategory`)).status;
    expect(status).toBe(200);
  });
});
