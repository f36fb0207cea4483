import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, HEADLESS_SHELL_LAUNCH } from './tests/support/chromium';
import { NECESSARY_ONLY_CONSENT_COOKIE } from './tests/support/consent-cookie';
import { E2E_SERVER_ENV, e2ePorts, serverArgs } from './tests/support/e2e-server';

// Ports of the end-to-end server: this checkout's own, apart from the dev ports and other checkouts'.
const ports = e2ePorts();
export const E2E_URLS = { dtc: `http://localhost:${ports.dtc}`, hpsf: `http://localhost:${ports.hpsf}` };
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
/**
 * Specs of what only the full browser does: Chrome's verdict on installing the app, and a first
 * visit nobody touches (the headless shell moves a pointer over a fresh page, which the shop
 * rightly counts as a shopper being there).
 */
const FULL_BROWSER_SPECS = ['**/foundation.spec.ts', '**/consent.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_* variables let several runs share a checkout (scripts/e2e-isolated.sh): own ports, build, data.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  // Three on the 2-core CI machine: a spec mostly waits (the page, the server, its own timers), and
  // with two the suite used some 372 CPU-seconds in 578 s of wall time, a third of two cores.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A cold first visit (no cache, no service worker) boots in 3-5 s on the 2-core CI machine while
  // the other worker and the server share its cores; Playwright's default 5 s left no margin, and
  // the foundation specs' first-page assertions failed under load although the page came.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_URLS.dtc,
    launchOptions: HEADLESS_SHELL_LAUNCH,
    // Traced on the retry only: recording every test (screencast frames, DOM snapshots) cost a third
    // of the suite's CPU on the 2-core CI machine (content-pages alone: 220 → 146 CPU-seconds).
    // A failure still leaves its error context; the retry of a failure leaves the trace.
    trace: 'on-first-retry',
    // what the page showed when a test failed (the screenshots kept for people are tests/e2e/support/screenshots.ts)
    screenshot: 'only-on-failure',
    // A stored cookie choice (necessary only), so the first-visit consent banner is not in every
    // spec's way; tests/e2e/consent.spec.ts starts without it (tests/support/consent-cookie.ts).
    storageState: { cookies: [NECESSARY_ONLY_CONSENT_COOKIE], origins: [] },
    // Without the service worker, unless a spec tests it (offline, updates, install): each new
    // context installing it and precaching the whole app was a third of a spec's CPU time.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: FULL_BROWSER_SPECS, use: { ...devices['Desktop Chrome'], launchOptions: HEADLESS_SHELL_LAUNCH } },
    { name: 'chrome', testMatch: FULL_BROWSER_SPECS, use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH } },
  ],
  webServer: {
    // The server build, as operators run it, on a fresh database every run (seeding takes about
    // 10 s): specs change the demo accounts' data, so a second run on the first run's data would
    // see cancelled autoships and used stock.
    command: `rm -rf '${DATA_DIR}' && node ${serverArgs().join(' ')}`,
    url: `${E2E_URLS.dtc}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...E2E_SERVER_ENV,
      DTC_PORT: String(ports.dtc),
      HPSF_PORT: String(ports.hpsf),
      DATA_DIR,
      // a tag manager container, so the consent spec sees it load only with analytics consent
      // (its gtm.js is routed to a local stand-in: there is no outside network here)
      GTM_ID: 'GTM-E2ETEST',
      // every test's browser comes from 127.0.0.1: per-address limits sized for one visitor would
      // refuse the suite's dozens of registrations and orders (the limits have API tests of their own)
      RATE_LIMITS: 'register=1000/600,forgotPassword=1000/600,verifyEmail=1000/600,createCustomerToken=1000/600,placeOrder=1000/600',
    },
  },
});
