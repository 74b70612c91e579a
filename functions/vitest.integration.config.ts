import { defineConfig } from 'vitest/config';

// Integration tests of the API against a real Auth emulator and a Firestore emulator, started
// once for the run by the global setup (on shifted ports, so `npm start` may run beside them).
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/**/*.int.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files share one pair of emulators; each file uses its own project id for isolation.
    fileParallelism: false,
  },
});
