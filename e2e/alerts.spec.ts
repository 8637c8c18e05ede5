import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

// The alert engine from end to end in a browser: a real change reaches the app through the live-sync connector
// (apps/server/src/ingest/sync) from a local server speaking the Open States v3 API, and the notification appears
// in the bell without a reload. This journey runs its own app process (next to Playwright's web servers, on
// E2E_PORT + 3: + 1 and + 2 are the portal journey's server and its SMTP server, playwright.config.ts) because live
// sync rewrites the sample's TX HB 1 and the other journeys read that bill as shipped.

const BILL_ID = 'TX-892-HB-1';
const API_KEY = 'e2e-openstates-key';
const appPort = Number(process.env.E2E_PORT ?? 10100) + 3;
const appUrl = `http://localhost:${appPort}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/alerts-${name}.png` });

/** Open States v3 GET /bills: no bills until the test publishes the change, then TX HB 1 with a new action. */
function startOpenStates(): Promise<{ server: Server; url: string; publish: () => void; requests: () => number }> {
  const page = JSON.parse(
    readFileSync(path.join(process.cwd(), 'apps/server/test/fixtures/sync/openstates-bills-page-1.json'), 'utf8'),
  ) as { results: { actions: Record<string, unknown>[] }[] };
  const bill = page.results[0]!;
  bill.actions.push({
    id: 'e2e-action',
    organization: { id: 'o1', name: 'House', classification: 'lower' },
    description: 'Referred to State Affairs',
    date: '2025-08-21',
    classification: ['referral-committee'],
    order: bill.actions.length + 1,
    related_entities: [],
  });
  let published = false;
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers['x-api-key'] !== API_KEY) return send(401, { detail: 'Invalid API Key.' });
    if (url.pathname !== '/bills') return send(404, { detail: 'Not Found' });
    const results = published ? [bill] : [];
    return send(200, { results, pagination: { per_page: 20, page: 1, max_page: 1, total_items: results.length } });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        publish: () => {
          published = true;
        },
        requests: () => requests,
      }),
    ),
  );
}

async function waitForStatus(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output().slice(-3000)}`);
    // Fully loaded (decision 080): live sync starts only once the first start's sample load is done.
    const ok = await fetch(`${appUrl}/api/status/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not start:\n${output().slice(-3000)}`);
}

test.describe('alerts', () => {
  let openStates: Awaited<ReturnType<typeof startOpenStates>>;
  let app: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    openStates = await startOpenStates();
    dataDir = mkdtempSync(path.join(tmpdir(), 'statehouse-e2e-alerts-'));
    // The server itself (not scripts/start.mjs, which would rebuild the web app outside the build lock).
    app = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(appPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        OPENSTATES_API_KEY: API_KEY,
        OPENSTATES_API_URL: openStates.url,
        OPENSTATES_REQUESTS_PER_MINUTE: '600',
        SYNC_STATES: 'TX',
        // Every 3 s: the change is picked up soon after it is published.
        SYNC_INTERVAL_MINUTES: '0.05',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    app.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    app.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitForStatus(app, () => output);
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => openStates?.server.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // One run on the desktop project (the change is published once); the phone layout is checked at its end.
  test('track a bill, tag it, set an alert, and see a synced change arrive in the bell without a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${appUrl}/tracks`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();

    // A tag of our own, then track the bill with it from the bill page.
    const tagName = `Alerts ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'New tag' }).click();
    const newTag = page.getByRole('dialog', { name: 'New tag' });
    await newTag.getByLabel('Name').fill(tagName);
    await newTag.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByRole('listitem', { name: tagName })).toBeVisible();

    await page.goto(`${appUrl}/bills/${BILL_ID}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('HB 1');
    await page.getByRole('button', { name: /^(Track this bill|Tracked with .*; change tags)$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Tags of this bill' });
    await picker.getByRole('checkbox', { name: tagName }).click();
    await expect(picker.getByRole('checkbox', { name: tagName })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: new RegExp(`^Tracked with .*${tagName}`) })).toBeVisible();

    // The alert: on, every kind, in the app.
    const alertsButton = page.getByRole('button', { name: /^Alerts/ });
    await alertsButton.click();
    const alertDialog = page.getByRole('dialog', { name: 'Alerts on this bill' });
    const alertMe = alertDialog.getByRole('checkbox', { name: 'Alert me about this bill' });
    if (!(await alertMe.isChecked())) await alertMe.check();
    await alertDialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByRole('button', { name: 'Alerts on; change alerts' })).toBeVisible();

    // Nothing new yet: remember what the bell says, and mark the page so a reload would show.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\((\d+) unread\)/)?.[1] ?? 0);
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    // The source publishes the change; live sync fetches it within seconds and the engine alerts.
    const requestsBefore = openStates.requests();
    openStates.publish();
    await expect
      .poll(() => openStates.requests(), { timeout: 30_000, message: 'live sync asked the local Open States server' })
      .toBeGreaterThan(requestsBefore);
    await expect(bell).toHaveAccessibleName(`Notifications (${unreadBefore + 1} unread)`, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'TX HB 1' }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot(page, 'toast-desktop');

    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText(/TX HB 1/);
    await expect(newest).toContainText('Referred to State Affairs');
    await expect(newest).toContainText(/after publication/);
    await expect(newest.getByRole('link', { name: /TX HB 1/ })).toHaveAttribute('href', `/bills/${BILL_ID}`);
    await shot(page, 'bell-desktop');

    // On a phone: the bell's list fits the screen and keeps the new notification on top.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    await bell.click();
    const phoneList = page.getByRole('dialog', { name: 'Notifications' });
    await expect(phoneList.getByRole('listitem').first()).toContainText(/TX HB 1/);
    const box = await phoneList.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shot(page, 'bell-phone');
  });
});
