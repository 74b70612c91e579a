import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../src/contract/operations/index.js';
import { servedOperations } from '../src/routes/openapi.js';
import { startApi } from './harness.js';

describe('GET /api/openapi.json', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('answers the OpenAPI 3.1 document of every call, to anyone, cacheable for a while', async () => {
    const res = await fetch(`${api.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    // The tests run as the local stack, which also serves its stand-in for Cloud Storage.
    expect(ids.sort()).toEqual(allOperations.map((op) => op.id).sort());
  });

  it('leaves out the local stack’s uploads on a real project, where Cloud Storage takes them', () => {
    const project = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = 'machinery-market-prod';
    try {
      const served = servedOperations().map((op) => op.path);
      expect(served).not.toContain('/uploads');
      expect(served).toContain('/products');
    } finally {
      process.env.GCLOUD_PROJECT = project;
    }
  });
});
