import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5181);

// Debian's Chromium: Playwright's own browser downloads do not work on these machines.
export default defineConfig({
  testDir: './e2e',
  // After the last test: the server's log of the whole run holds no secret (e2e/log-scan.ts).
  globalTeardown: './e2e/log-scan.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'bash e2e/start-server.sh',
    url: `http://localhost:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(port), E2E_DATA_DIR: '.tmp/e2e-data' },
  },
});
