import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run the real app (built web + API on a fresh embedded database), never a mock.
const port = Number(process.env.E2E_PORT ?? 10100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'statehouse-e2e-'));

// The portal journey (decision 084) mails one-time codes: it gets a server of its own with SMTP_URL pointing at the
// small SMTP server of the global setup (e2e/mail-server.ts), so every other journey keeps a server without mail.
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? port + 1);
const portalBaseURL = process.env.E2E_PORTAL_BASE_URL ?? `http://localhost:${portalPort}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
// Set here, in the runner, so the global setup and the workers it starts read the same values.
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `statehouse-e2e-mail-${smtpPort}`);
const portalDataDir = process.env.E2E_PORTAL_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'statehouse-e2e-portal-'));
const serverEnv = { LOG_LEVEL: 'warn', NODE_ENV: 'test' };
const journeyServer = (options: { port: number; baseURL: string; dataDir: string; env?: Record<string, string> }) => ({
  command: 'node scripts/start.mjs',
  // 200 only once the sample and its indexes are loaded (decision 080): the journeys need the full sample.
  url: `${options.baseURL}/api/status/ready`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: { PORT: String(options.port), DATA_DIR: options.dataDir, ...serverEnv, ...options.env },
});

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
  globalSetup: './e2e/mail-server.ts',
  projects: [
    // Signs the demo user in once and stores the session (e2e/demo-session.setup.ts) for the journeys that opt in.
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /portal\.spec\.ts$/,
      dependencies: ['sign-in'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@phone/,
      testIgnore: /portal\.spec\.ts$/,
      dependencies: ['sign-in'],
    },
    // The portal and guest journey, on its own server that can send mail (one-time codes).
    {
      name: 'portal',
      testMatch: /portal\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: portalBaseURL },
    },
  ],
  // Started one after the other: the first builds the web app if its sources changed, the second finds it built.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        journeyServer({ port, baseURL, dataDir }),
        journeyServer({
          port: portalPort,
          baseURL: portalBaseURL,
          dataDir: portalDataDir,
          env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, EXTERNAL_STREAM_POLL_MS: '1000' },
        }),
      ],
});
