import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'security/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // reactfire goes through Vite like the app's own code, so its Firebase Auth calls meet the
    // tests' fake Firebase (vi.mock reaches only modules Vite transforms).
    server: { deps: { inline: ['reactfire'] } },
  },
});
