import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: '../.cache/test-results/e2e-artifacts',
  globalSetup: './global-setup.ts',
  // Two cores: one worker per core; the tests of one file run in order.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test is a whole user journey with an accessibility scan at each screen: on two cores under a
  // full suite the longest take close to a minute (an Owner's dashboard holds everyone's tasks and
  // the leaderboard), so each has two.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Set by global-setup.ts before the workers start (or by the caller to test a running server).
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
      },
    },
  ],
});
