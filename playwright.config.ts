import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './web/e2e/browser.js';

// Browser journeys in Debian's Chromium (no browser download: this runs offline) against the
// embedded local stack, which the global setup starts exactly as `npm start` does.
export default defineConfig({
  testDir: 'web/e2e',
  globalSetup: './web/e2e/global-setup.ts',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
