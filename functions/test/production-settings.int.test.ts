import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_RUNTIME_OPTIONS, REGION, WORK_RUNTIME_OPTIONS } from '../src/config.js';
import { WORK_QUEUE } from '../src/store/task-queue.js';
import { useAppCheckVerifier } from '../src/http/app-check.js';
import { firestore } from '../src/store/db.js';
import { call, startApi } from './harness.js';
import { resetEmulators } from './world.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('App Check, ready to switch on', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());
  afterEach(() => {
    delete process.env.ENFORCE_APP_CHECK;
    useAppCheckVerifier(null);
  });

  it('is off unless ENFORCE_APP_CHECK=true: calls without a token are answered', async () => {
    expect((await call(`${api.url}/productsCategory`)).status).toBe(200);
  });

  // No App Check token can be minted offline, so the verifier is replaced by one that accepts
  // only "good-token"; the middleware around it is the real one.
  it('when enforced, refuses calls without a valid X-Firebase-AppCheck token, and lets valid ones through', async () => {
    process.env.ENFORCE_APP_CHECK = 'true';
    useAppCheckVerifier(async (token) => {
      if (token !== 'good-token') throw new Error('invalid');
    });
    const missing = await call(`${api.url}/productsCategory`);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'This app could not be verified. Reload the page and try again.', data: null });
    expect((await call(`${api.url}/productsCategory`, { headers: { 'X-Firebase-AppCheck': 'forged' } })).status).toBe(401);
    expect((await call(`${api.url}/productsCategory`, { headers: { 'X-Firebase-AppCheck': 'good-token' } })).status).toBe(200);
    expect((await call(`${api.url}/health`)).status).toBe(200);
    // Tools read the API's description without the app.
    expect((await call(`${api.url}/openapi.json`)).status).toBe(200);
  });
});

describe('the function’s production settings', () => {
  it('run in one region, the one of the Hosting rewrite and of the README', () => {
    const firebase = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
    const rewrite = firebase.hosting.rewrites.find((r: { source: string }) => r.source === '/api/**');
    expect(rewrite.function).toEqual({ functionId: 'api', region: REGION });
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`region \`${REGION}\``);
  });

  it('cap instances, choose memory and concurrency, and declare the JWT_SECRET secret', async () => {
    const { api } = await import('../src/index.js');
    const endpoint = (api as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(endpoint).toMatchObject({ region: [REGION], availableMemoryMb: 512, concurrency: 80, minInstances: 1, maxInstances: API_RUNTIME_OPTIONS.maxInstances, timeoutSeconds: 30 });
    expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'JWT_SECRET' }]);
  });

  it('deploy the work queue the API hands its owed work to, with retries and rate limits, and the sweep on a schedule', async () => {
    const index = await import('../src/index.js');
    const work = (index.work as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(work).toMatchObject({ region: [REGION], taskQueueTrigger: { retryConfig: WORK_RUNTIME_OPTIONS.retryConfig, rateLimits: WORK_RUNTIME_OPTIONS.rateLimits } });
    // Tasks are queued to the function of the queue's name, in the API's region.
    expect(Object.keys(index)).toEqual(expect.arrayContaining(['api', WORK_QUEUE, 'sweepWork']));
    const sweep = (index.sweepWork as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(sweep).toMatchObject({ region: [REGION], scheduleTrigger: { schedule: 'every 5 minutes' } });
  });
});

describe('npm run seed:categories', () => {
  beforeAll(() => resetEmulators());

  it('writes the three size categories and nothing else, twice without duplicates', async () => {
    const seed = () =>
      spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'seed-categories.ts'), '--project', process.env.GCLOUD_PROJECT!], { encoding: 'utf8', env: process.env });
    for (const run of [seed(), seed()]) expect(run.status, run.stderr).toBe(0);
    const sizes = (await firestore().collection('categories').get()).docs.map((d) => d.get('categorySize')).sort();
    expect(sizes).toEqual(['20', '32', '40']);
    for (const other of ['users', 'products', 'bookings']) expect((await firestore().collection(other).get()).size, other).toBe(0);
  });
});
