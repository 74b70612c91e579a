import { defineConfig } from 'vitest/config';

// One test run, five projects: fast unit tests of the functions, of the seed data and of the
// project's own tools (deploy checks), the web app's component tests (jsdom), and the API's
// integration tests against real Auth and Firestore emulators.
export default defineConfig({
  test: {
    // The API logs one structured line per refused request; the assertions already cover them.
    onConsoleLog: (log) => !log.includes('"message":"request failed"'),
    projects: ['functions/vitest.config.ts', 'emulators/vitest.config.ts', 'scripts/vitest.config.ts', 'functions/vitest.integration.config.ts', 'web/vitest.config.ts'],
  },
});
