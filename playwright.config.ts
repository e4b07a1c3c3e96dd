import { defineConfig, devices } from '@playwright/test'
import { chromiumPath, playwrightChromiumFlags } from './tests/support/chromium.ts'
import { serveScript } from './server/serve-command.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${port}`
/** A fresh data directory per run: the e2e tests read e-mails from $DATA_DIR/mail. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `test-data/e2e-${process.pid}`
process.env.E2E_DATA_DIR = e2eDataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    // A trace only for a retry: recording one for every test (screenshots of every step) kept Chromium's
    // software GPU process at 75% of a core beside the page under test, on a 2-core machine.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...playwrightChromiumFlags, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: serveScript,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: e2eDataDir,
      // As a deployment sets it: on a local host name the site shows no address of its own.
      CONTACT_EMAIL: 'contact@startups-israel.example',
      // Every test comes from 127.0.0.1: one visitor's budget would not cover the whole suite.
      RATE_LIMIT_SCALE: '50',
    },
  },
})
