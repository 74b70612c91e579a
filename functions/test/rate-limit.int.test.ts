import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startApi, startFrontEnd } from './harness.js';

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
