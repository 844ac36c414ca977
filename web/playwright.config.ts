/**
 * End-to-end tests against the real local stack (`infra/local/start.ts`): the
 * prerendered build, the real Lambda handlers and an in-memory embedded store.
 * Uses Debian's chromium when present (`CHROMIUM_PATH` or /usr/bin/chromium),
 * Playwright's own browser otherwise.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import { e2eStack } from './e2e/support/stack.ts';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // On CI, a test that passed only on its retry is named at the end of the log (e2e/support/retry-report.ts).
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./e2e/support/retry-report.ts']] : 'list',
  timeout: 30_000,
  use: {
    baseURL: e2eStack.url,
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The site as most visitors get it: a desktop browser with JavaScript.
    { name: 'desktop', testIgnore: [/no-javascript\.spec\.ts/, /phone\.spec\.ts/] },
    // The same pages with JavaScript off: native controls and forms that post to the API.
    { name: 'no-javascript', testMatch: /no-javascript\.spec\.ts/, use: { javaScriptEnabled: false } },
    // A mid-range phone on slow 4G, tapping and typing at first paint (throttled in the spec).
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: '..',
    url: `${e2eStack.url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2eStack.port),
      DYNAMODB_PORT: String(e2eStack.dynamoPort),
      IN_MEMORY_STORE: 'true',
      STAGE: e2eStack.stage,
      SITE_DIR: e2eStack.siteDir,
      OUTBOX_DIR: e2eStack.outboxDir,
      // The specs read the notice of each message they send; the digest has tests of its own (infra/test/local-notifier.test.ts).
      NOTICES_PER_WINDOW: '1000',
      // Every test browses from 127.0.0.1, each page view reporting its vitals: the cap has tests of its own (infra/test/local-vitals.test.ts).
      VITALS_REPORTS_PER_5_MINUTES: '100000',
    },
  },
});
