import { defineConfig } from 'vitest/config';

// One test run, three projects: fast unit tests of the functions, the web app's component
// tests (jsdom), and the API's integration tests against real Auth and Firestore emulators.
export default defineConfig({
  test: {
    projects: ['functions/vitest.config.ts', 'emulators/vitest.config.ts', 'functions/vitest.integration.config.ts', 'web/vitest.config.ts'],
  },
});
