import { defineConfig } from 'vitest/config';

// The project's own tools: the deploy checks, the functions lockfile, and the check that no
// module of the web app or the API imports itself round a circle.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
  },
});
