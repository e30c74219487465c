import {defineConfig, devices} from '@playwright/test';
import {chromiumPath, chromiumArgs} from './tests/e2e/chromium';

/**
 * Browser tests run in Debian's Chromium against the production build served by the real
 * server, on a throwaway SQLite database the tests can read to check what was stored.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDatabase = '.e2e/site.db';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list as tests end, then the 20 slowest with their share of their timeout.
  reporter: [['list'], ['./tests/e2e/slowest-reporter.ts']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, console, network) and one screenshot. No DOM
    // snapshots: taken before and after every action, they tripled the time of tests on long
    // pages (the API reference overview: 23.7 s with them, 7.9 s without; issue 18).
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: chromiumPath(), args: chromiumArgs},
    // Smooth scrolling (the lead form's step change, the landing page's buttons) honours the
    // reader's reduced-motion setting. A test acts within milliseconds of a step change, so a
    // target still sliding under the pointer could take the press and the release at two
    // places: the click then lands on their common parent and a checkbox stays unchecked
    // (lead.spec.ts failed so once in CI). Readers who scroll smoothly never act that fast.
    reducedMotion: 'reduce',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: 'rm -rf .e2e && mkdir -p .e2e && node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: e2eDatabase,
      // Beside the database, where the tests' account helper (tests/e2e/staff.ts) reads it too.
      FACTOR_KEY_FILE: '.e2e/factor-key',
      STORAGE_DIR: '.e2e/storage',
      // Many submissions come from one address in a run; the limit itself has server tests.
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
