import { defineConfig } from '@playwright/test';

// End-to-end journeys against the production build (scripts/serve-dist.mjs) and the local stack, in Debian's chromium.
const APP_URL = 'http://127.0.0.1:4173';
const STACK_URL = 'http://127.0.0.1:54321';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      // A fresh, seeded database of its own for each run; a stack already running on the port is reused.
      command: 'npx tsx local-stack/cli.ts reset && npx tsx local-stack/cli.ts start',
      url: `${STACK_URL}/auth/v1/health`,
      env: { STACK_DATA_DIR: '.local-stack/e2e-data' },
      reuseExistingServer: true,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build, served like a static host (prerendered pages, 404s); built here only if
      // `npm run build` has not run.
      command: 'test -f dist/app.html || npm run build; node scripts/serve-dist.mjs --host 127.0.0.1 --port 4173',
      url: APP_URL,
      reuseExistingServer: true,
      timeout: 120_000,
    },
  ],
});
