import { defineConfig } from 'vitest/config';

// The security rules suite: needs the official Firestore and Storage emulators, so it runs
// under `firebase emulators:exec` (npm run test:rules), not in the default test projects.
export default defineConfig({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['rules/**/*.rules.test.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
});
