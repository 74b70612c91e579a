import { defineConfig } from 'vitest/config';

// The project's own tools: the deploy checks and the functions lockfile.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
  },
});
