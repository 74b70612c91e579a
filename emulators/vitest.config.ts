import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulators',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['data/**', 'node_modules/**', 'rules/**'],
  },
});
