import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
/** Where tests/e2e/edge-cache.spec.ts runs Varnish, and the e2e server sends its purges. */
const varnishPort = Number(process.env.E2E_VARNISH_PORT || port + 9)
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://sunshine-toyota.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://localhost:${port}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // As if behind a reverse proxy on this machine: tests may speak for several clients (X-Forwarded-For).
    env: {
      E2E_PORT: String(port),
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // The lead forms' captcha stays on and is solved for real, at a low proof-of-work cost so
      // the suite does not spend minutes hashing; many journeys submit from one address.
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '50',
      LEADS_RATE_LIMIT: '1000',
      // Every browser of the suite shares one address; a car page sends two beacons (vitals and its view).
      VITALS_RATE_LIMIT: '5000',
      // Reserve online on the production build runs on the local test payment provider (no Stripe keys).
      PAYMENTS_TEST_MODE: 'true',
      // Expiries are purged at the Varnish tests/e2e/edge-cache.spec.ts starts; while it is not
      // running a purge fails (logged, retried a few times) and nothing else notices.
      EDGE_PURGE: 'varnish',
      EDGE_PURGE_VARNISH_URLS: `http://127.0.0.1:${varnishPort}/`,
      EDGE_PURGE_ATTEMPTS: '3',
      // Saved-search alerts are matched and sent every 2 s (default 60 s), so a journey sees its alert.
      ALERTS_EVERY_MS: '2000',
    },
  },
})
