import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

const TESTS = ['src/**/*.test.{ts,tsx}', 'security/**/*.test.ts', 'build/**/*.test.ts'];
/** Tests that mock modules (vi.mock, vi.doMock, vi.resetModules) or watch a module's first evaluation. */
const ISOLATED = ['**/*.isolated.test.{ts,tsx}'];

/**
 * The web app's component tests (jsdom), as two projects. `web` runs its files one after another
 * in each worker's window: React, Chakra and the other packages are imported once per worker
 * rather than once per file, the app's own modules afresh for each file (testing/setup.ts); on 2
 * cores 361 s -> 184-219 s, the CPU time halved. `web-isolated` gives each of its files a process
 * of its own, which a module's mock or its first evaluation needs; the lint refuses those calls in
 * any other test file.
 */
export function webTests(kind: 'shared' | 'isolated') {
  return defineConfig({
    resolve: { alias: aliases },
    test: {
      name: kind === 'shared' ? 'web' : 'web-isolated',
      environment: 'jsdom',
      include: kind === 'shared' ? TESTS : ISOLATED,
      exclude: kind === 'shared' ? ['**/node_modules/**', ...ISOLATED] : ['**/node_modules/**'],
      isolate: kind === 'isolated',
      setupFiles: ['src/testing/setup.ts'],
      // A component test clicks through a screen whose code loads lazily; on a busy 2-core machine
      // that takes longer than Vitest's 5 s default, while each awaited query still waits at most 5 s.
      testTimeout: 20_000,
      // reactfire goes through Vite like the app's own code, so its Firebase Auth calls meet the
      // tests' fake Firebase (vi.mock reaches only modules Vite transforms).
      server: { deps: { inline: ['reactfire'] } },
    },
  });
}
