import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './web/e2e/browser.js';

/** The journeys that only look: the API reference, the page's frame, and what-people-see's guard. */
const LOOKING = /(api-reference|app-frame|what-people-see)\.spec\.ts$/;

// Browser journeys in Debian's Chromium (no browser download: this runs offline) against the
// embedded local stack, which the global setup starts exactly as `npm start` does.
export default defineConfig({
  testDir: 'web/e2e',
  globalSetup: './web/e2e/global-setup.ts',
  forbidOnly: true,
  // Two workers, one per project below: the journeys one after another, as they share one stack
  // and one catalog; beside them, the journeys that only look. A journey alone used about 0.6 of
  // the two cores (it mostly waits on the stack, the network and animations).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Twice Playwright's 5 s: with another journey beside it, a lazy screen's code can take longer
  // to come than on a machine of the journey's own.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-reports/playwright.json' }], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: 'http://127.0.0.1:5000',
    // In CI nobody opens a trace (the log says what failed, and a run here keeps one); recording
    // them for every journey costs minutes there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // A journey that changes data makes its own accounts and machines (support/accounts.ts), but
    // the catalog is everyone's: a machine listed meanwhile moves another's card down the page.
    { name: 'journeys', testIgnore: LOOKING, workers: 1, use: { ...devices['Desktop Chrome'] } },
    // What-people-see's guard (every screen at two sizes in two themes, 5–6 minutes) changes only
    // the buyer's heart, pressed twice; the others change nothing.
    { name: 'looking', testMatch: LOOKING, workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
});
