import { write } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { logFailure } from './log.js';

// The functions logger itself prints through the console it found at start-up (which the test
// runner replaces), so its `write` is observed here; what it prints is firebase-functions' job.
vi.mock('firebase-functions/logger', () => ({ write: vi.fn() }));

describe('the failure log', () => {
  it('writes one structured entry per failure, with the severity Cloud Logging reads', () => {
    logFailure({ status: 403, method: 'DELETE', path: '/user/x', reason: 'only admin' });
    logFailure({ status: 500, method: 'GET', path: '/products/all', reason: 'boom', detail: 'stack' });
    expect(vi.mocked(write).mock.calls).toEqual([
      [{ severity: 'WARNING', message: 'request failed', status: 403, method: 'DELETE', path: '/user/x', reason: 'only admin' }],
      [{ severity: 'ERROR', message: 'request failed', status: 500, method: 'GET', path: '/products/all', reason: 'boom', detail: 'stack' }],
    ]);
  });
});
