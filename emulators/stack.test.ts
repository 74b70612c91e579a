import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsWorkers, processTree } from './process-tree.js';
import { DEFAULT_FUNCTIONS_WORKERS, functionsWorkerCap, ROOT, startStack } from './stack.js';

describe('the Functions workers of the local stack', () => {
  it('are all started before the stack is ready, and a burst of calls forks no more', async () => {
    // The Functions emulator serves the built function, as `npm start` does (`npm test` builds first).
    expect(existsSync(join(ROOT, 'functions', 'lib', 'index.js')), 'functions/lib is missing: run `npm run build` first').toBe(true);
    const stack = await startStack({ emulators: ['functions'], portOffset: 33_000, projectId: 'demo-machinery-workers', functionsWorkers: 3 });
    try {
      expect(stack.warmWorkers).toBe(3);
      const health = `${stack.url('functions')}/demo-machinery-workers/us-central1/api/api/health`;
      const answers = await Promise.all(Array.from({ length: 12 }, async () => (await fetch(health)).status));
      expect(answers).toEqual(Array(12).fill(200));
      expect(functionsWorkers(processTree(stack.pids))).toBe(3);
    } finally {
      await stack.stop();
    }
  }, 120_000);

  it('are as many as FUNCTIONS_WORKERS says, or the default when it says nothing usable', () => {
    const before = process.env.FUNCTIONS_WORKERS;
    try {
      process.env.FUNCTIONS_WORKERS = '6';
      expect(functionsWorkerCap()).toBe(6);
      for (const wrong of ['0', '-1', 'many', '2.5', '65']) {
        process.env.FUNCTIONS_WORKERS = wrong;
        expect(functionsWorkerCap()).toBe(DEFAULT_FUNCTIONS_WORKERS);
      }
      delete process.env.FUNCTIONS_WORKERS;
      expect(functionsWorkerCap()).toBe(DEFAULT_FUNCTIONS_WORKERS);
    } finally {
      if (before === undefined) delete process.env.FUNCTIONS_WORKERS;
      else process.env.FUNCTIONS_WORKERS = before;
    }
  });
});
