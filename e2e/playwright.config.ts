import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/**
 * Specs that only read what the seed made (pages, headers, the portal's figures): they run
 * first, two files at a time.
 */
const READING = [
  'a11y',
  'bundle-budget',
  'cache',
  'content',
  'fonts',
  'headers',
  'jeweler-finder',
  'jeweler-page',
  'portal-export',
  'portal-statistics',
  'shell',
  'styleguide',
  'urls',
].map(spec);

/**
 * The others change shared state, so each of these chains runs one file at a time. The two
 * chains touch disjoint state and run beside each other: one Chromium and the server keep about
 * one of CI's two cores busy (the rest is waiting on pages and debounces).
 * - the jeweler's and the solo account's carts, inventory, users and waitlist (and, for the
 *   chains' balance, the appointment and address forms);
 * - visitors' accounts, careers and the other forms.
 * Every form a spec sends carries an address of its own.
 */
const JEWELER_CHAIN = [
  'forms-appointment-address',
  'forms-waitlist',
  'portal',
  'portal-users',
  'proxy',
  'shop',
].map(spec);
const VISITOR_CHAIN = [
  'accounts',
  'careers',
  'forms-contact',
  'forms-museum',
  'forms-newsletter',
  'forms-staff',
  'wizard',
].map(spec);
/**
 * Then, alone, what publishes content the other specs' pages show and times it against the
 * clock (within 2 s), or starts a second server: nothing else loads the machine meanwhile.
 */
const TIMED = ['publish', 'scale-out', 'search', 'tag-manager'].map(spec);

function spec(name: string): string {
  return `${name}.spec.ts`;
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Smooth scrolling and transitions make Chromium paint every frame in software, which
    // took about a fifth of the suite's time. wizard.spec.ts walks its paths with the motion on.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // Test by test rather than file by file, so that neither worker waits at the end for the
    // other's long file (a11y.spec.ts runs about two minutes).
    { name: 'reading', testMatch: READING, fullyParallel: true, use: chromium },
    {
      name: 'jeweler',
      testMatch: JEWELER_CHAIN,
      dependencies: ['reading'],
      workers: 1,
      use: chromium,
    },
    {
      name: 'visitor',
      testMatch: VISITOR_CHAIN,
      dependencies: ['reading'],
      workers: 1,
      use: chromium,
    },
    {
      name: 'timed',
      testMatch: TIMED,
      dependencies: ['jeweler', 'visitor'],
      workers: 1,
      use: chromium,
    },
  ],
  // The app is started exactly as the README says (`npm start`), on a fresh data folder. The
  // runner and proxy.spec.ts's reverse proxy reach it over loopback as its trusted proxies.
  // Its portal holds 100,000 items rather than the demo's 300,000: every table, filter and
  // scroll path is the same, the seed takes a third of the time (CI budget).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `rm -rf data/e2e && DATA_DIR=data/e2e PORT=${port} TRUSTED_PROXIES=127.0.0.1,::1 SEED_INVENTORY_ITEMS=${process.env.SEED_INVENTORY_ITEMS ?? 100_000} npm start`,
        cwd: '..',
        url: `${baseURL}/api/v1/health/`,
        timeout: 900_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
