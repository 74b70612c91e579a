import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test run, five projects: fast unit tests of the functions, of the seed data and of the
// project's own tools (deploy checks), the web app's component tests (jsdom), and the API's
// integration tests against real Auth and Firestore emulators.
export default defineConfig({
  test: {
    // Every core, where Vitest would keep one for itself: its own process only collects results.
    // On 2 cores the whole run went from 1 worker to 2 (548 s to 364 s); the integration project
    // still runs its files one at a time (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism()),
    // The API logs one structured line per refused request; the assertions already cover them.
    onConsoleLog: (log) => !log.includes('"message":"request failed"'),
    projects: ['functions/vitest.config.ts', 'emulators/vitest.config.ts', 'scripts/vitest.config.ts', 'functions/vitest.integration.config.ts', 'web/vitest.config.ts', 'web/vitest.isolated.config.ts'],
  },
});
