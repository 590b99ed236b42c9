import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { systemChromium } from './scripts/systemChromium.mjs';

// The fresh server's data folder, known to the tests so they can read the mails it sent (its
// embedded outbox): made once by the runner, whose workers inherit it (this file runs in each).
process.env.BIKESHIP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bikeship-e2e-'));

/**
 * End-to-end tests (`npx playwright test`, and `npm test` after Vitest): the partner example
 * pages and the widgets in the system Chromium, against `npm start`'s server on a fresh database
 * and a free port. The server prints `running on http://…`; Playwright stores that URL in
 * `BIKESHIP_URL` (the named group below), which the tests' baseURL reads. Its data folder is
 * `BIKESHIP_E2E_DATA_DIR` (tests/support/outbox.ts reads the mails from there).
 */
export default defineConfig({
  testDir: 'tests',
  // The machines have two shared cores: two browsers at once at most.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.BIKESHIP_URL,
    launchOptions: systemChromium(),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // `npm test` builds the widget in its size step just before and says so.
    command: `node scripts/serve-fresh.mjs${process.env.BIKESHIP_WIDGET_BUILT ? '' : ' --build'}`,
    wait: { stdout: /running on (?<bikeship_url>http:\/\/\S+)/ },
    // Building the widget and seeding a fresh database take a while on a busy machine.
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
