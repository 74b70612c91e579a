import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isRetryable, retryDelay } from './swr';

describe('fetch retry policy', () => {
  it('retries after 1 s, then doubles, never waiting more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries network failures, timeouts, rate limits and server faults', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isRetryable(new ApiError(status, 'x'))).toBe(true);
  });

  it('does not retry other client errors or refusals the API answered with', () => {
    for (const status of [200, 400, 401, 403, 404, 409]) expect(isRetryable(new ApiError(status, 'x'))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});
