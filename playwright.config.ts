import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run the real app (built web + API on a fresh embedded database), never a mock.
const port = Number(process.env.E2E_PORT ?? 10100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'statehouse-e2e-'));

// Debian's Chromium: Playwright may not download browsers here. Without the background-networking
// flags Chromium keeps dialing Google's hosts, which this machine refuses.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Signs the demo user in once and stores the session (e2e/demo-session.setup.ts) for the journeys that opt in.
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['sign-in'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@phone/,
      dependencies: ['sign-in'],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        // 200 only once the sample and its indexes are loaded (decision 080): the journeys need the full sample.
        url: `${baseURL}/api/status/ready`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      },
});
