import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// The lobbyist portal end to end on the sample data: the demo admin invites an advocate, the advocate accepts,
// tracks TX 892 HB 1 and drafts testimony on it; the admin approves it and the dashboard shows both, as do the
// lobbyists' tracked bills and reports.
const BILL = 'TX-892-HB-1';
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/advocates-${name}.png`, fullPage });

test.use({ storageState: demoSession });

test.describe('advocates', () => {
  test('invite an advocate, who tracks a bill and drafts testimony; the admin approves; the dashboard shows both', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite' })).toBeVisible();
    await expect(page.getByText(/advocate seats left/)).toBeVisible();

    const suffix = Date.now().toString(36);
    await page.getByLabel('E-mail').fill(`lee.${suffix}@example.com`);
    await page.getByLabel('First name').fill('Lee');
    await page.getByLabel('Last name').fill(`Advocate${suffix}`);
    await page.getByRole('button', { name: /^States, / }).click();
    await page.getByRole('checkbox', { name: 'Texas' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = await page.getByTestId('advocate-invite-link').getAttribute('href');
    expect(link).toMatch(/\/accept-invite\?token=/);
    await shot(page, 'invite-desktop');

    // The advocate accepts in a browser of their own, tracks the bill and drafts testimony.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const advocate = await context.newPage();
    await advocate.goto(link!);
    await expect(advocate.getByText(/to join as an advocate/)).toBeVisible();
    await advocate.getByLabel('Username').fill(`lee_${suffix}`);
    await advocate.getByLabel('Password', { exact: true }).fill('advocate123');
    await advocate.getByLabel('Confirm password').fill('advocate123');
    await advocate.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(advocate).toHaveURL(/\/dashboard$/);
    const tracked = await advocate.request.post('/api/tags', {
      data: { name: 'My bills', scope: 'personal', billIds: [BILL] },
    });
    expect(tracked.status()).toBe(201);

    await advocate.goto('/testimonies');
    await advocate.getByRole('button', { name: 'New testimony' }).click();
    await advocate.getByLabel('Bill id').fill(BILL);
    await advocate.getByLabel('Written statement').fill('We support HB 1 for our members.');
    await advocate.getByRole('button', { name: 'Save draft' }).click();
    await expect(advocate.getByRole('heading', { level: 1, name: /Testimony on/ })).toBeVisible();
    const testimonyUrl = advocate.url();
    await expect(advocate.getByText('Waiting for the organization to approve it.')).toBeVisible();
    await context.close();

    // The admin approves it.
    await page.goto(new URL(testimonyUrl).pathname);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/Approved by/)).toBeVisible();
    await shot(page, 'testimony-desktop');

    // The dashboard shows the advocate's tracked bill and the approved testimony, with no refresh pressed.
    await page.goto('/tools/lobby/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobbyist Dashboard' })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recent testimony' });
    await expect(recent.getByRole('listitem').filter({ hasText: `Lee Advocate${suffix}` })).toContainText('Approved');
    const trackedBills = page.getByText('Tracked bills', { exact: true }).locator('xpath=following-sibling::p[1]');
    await expect(trackedBills).not.toHaveText('0');
    await shot(page, 'dashboard-desktop', true);

    // The advocates' view of tracking: the bill the advocate tracked on a personal tag, the tags, the reports.
    const name = `Lee Advocate${suffix}`;
    await page.goto('/tracked-bills');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', `/bills/${BILL}`);
    await expect(row.getByText(/^\d+ advocates?$/)).toBeVisible();
    await shot(page, 'tracked-bills-desktop');
    // Narrowed to this lobbyist through the filters panel (the URL keeps it), the whole list exports with them.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name }).click();
    await expect(page).toHaveURL(/[?&]userIds=\d+/);
    await expect(page.getByText('1 tracked bill', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lobbyist-tracked-bills-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r\n/)[0]).toBe(
      'Bill,Title,Session,Status,Lobbyists,Tags,Latest action date,Latest action,First tracked',
    );
    expect(csv).toContain(`TX HB 1,`);
    expect(csv).toContain(name);
    await page.goto('/bill-tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Bill Tags' })).toBeVisible();
    await shot(page, 'bill-tags-desktop');
    await page.goto('/reports');
    await expect(page.getByRole('listitem', { name })).toContainText('1 tracked bill');
    // The lobbyists' activity as a PDF, built by the reports work on the bills they track.
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ready:' })).toContainText('.pdf');
    await shot(page, 'reports-desktop', true);

    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, heading, loaded] of [
      ['/reports', 'Reports', page.getByRole('listitem', { name })],
      ['/bill-tags', 'Bill Tags', page.getByRole('list', { name: 'Tags' })],
      ['/tracked-bills', 'Tracked Bills', page.getByRole('link', { name })],
      ['/tools/lobby/dashboard', 'Lobbyist Dashboard', recent],
    ] as const) {
      if (path !== '/reports') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(loaded).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `${path.split('/').at(-1)}-phone`, true);
    }
  });
});
