import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'security/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A component test clicks through a screen whose code loads lazily; on a busy 2-core machine
    // that takes longer than Vitest's 5 s default, while each awaited query still waits at most 5 s.
    testTimeout: 20_000,
    // reactfire goes through Vite like the app's own code, so its Firebase Auth calls meet the
    // tests' fake Firebase (vi.mock reaches only modules Vite transforms).
    server: { deps: { inline: ['reactfire'] } },
  },
});
