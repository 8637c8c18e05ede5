import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoSession, openSignedIn } from './demo-session';

// The app starts on a fresh database with the sample data and the demo account (an admin who tracks bills).
const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/reports-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('reports', () => {
  test('build a bill report, preview it, download the PDF and schedule it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/dashboard/reports/bill?by=tracked');
    await expect(page.getByRole('heading', { level: 1, name: 'Bill Report' })).toBeVisible();

    // The tracked bills, grouped by state, with the latest action and tags.
    await page.getByLabel('Group by').selectOption('state');
    await expect(page).toHaveURL(/groupBy=state/);
    // The checkboxes follow the URL, which updates a moment after the click: click, then wait for the state.
    await page.getByRole('checkbox', { name: 'Tags' }).click();
    await expect(page.getByRole('checkbox', { name: 'Tags' })).toBeChecked();
    const preview = page.getByRole('table');
    await expect(preview.getByRole('columnheader', { name: 'Latest action', exact: true })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'Tags' })).toBeVisible();
    const firstBill = (await preview.locator('tbody tr:not(.bg-primary\\/5) td').first().innerText()).trim();
    expect(firstBill).toMatch(/^[A-Z]{2} /);
    await page.getByLabel('Format').selectOption('pdf');

    // Download the PDF right after typing the title (no pause, no blur first): the file holds the title the form
    // shows and the first bill of the preview.
    await page.getByLabel('Report title').fill('Tracked bills by state');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tracked-bills-by-state-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = `${shots}/reports-bill-report.pdf`;
    await download.saveAs(file);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tracked bills by state');
    expect(text).toContain(firstBill);
    await expect(page.getByRole('status').filter({ hasText: 'Ready:' })).toBeVisible();
    await expect(page).toHaveURL(/title=Tracked/);

    // The schedule takes its time in the user's time zone (settings), and this server has no mail server: the form
    // says so before anything is saved.
    await expect(page.getByLabel(/^Time \(America\/[A-Za-z_]+\)$/)).toBeVisible();
    await expect(page.getByText(/This server has no mail server \(SMTP_URL\).*not e-mailed to anyone/)).toBeVisible();
    await shot(page, 'bill-builder');

    // Schedule it weekly to a client.
    await page.getByLabel('Schedule name').fill('Monday tracked bills');
    await page.getByLabel('How often').selectOption('weekly');
    await page.getByLabel('Day', { exact: true }).selectOption('1');
    await page.getByLabel('Recipients', { exact: true }).fill('client@example.org');
    await page.getByRole('button', { name: 'Schedule report' }).click();
    await expect(page.getByText('Scheduled “Monday tracked bills”', { exact: false })).toBeVisible();

    // The overview lists the report and the schedule with its next run.
    await page.getByRole('link', { name: 'See all schedules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download Tracked bills by state/ }).first()).toBeVisible();
    const schedule = page.getByRole('listitem').filter({ hasText: 'Monday tracked bills' });
    await expect(schedule).toContainText('Weekly on Monday at 08:00');
    // The next run is shown in the schedule's (the user's) zone: Monday, 8:00 AM there.
    await expect(schedule).toContainText(/Next run: [A-Z][a-z]{2} \d{1,2}, \d{4}, 8:00 AM [A-Z]{2,5}/);
    await shot(page, 'overview');

    // The vote report builder previews roll calls on a typed bill.
    await page.goto('/dashboard/reports/votes?by=bills&billIds=CO-251-SB-2');
    await expect(page.getByRole('heading', { name: 'Roll calls' }).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('CO SB 002');
    await shot(page, 'vote-builder');

    // Stop the schedule again so later runs start clean.
    await page.goto('/dashboard/reports');
    await page.getByRole('button', { name: 'Stop Monday tracked bills' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Monday tracked bills' })).toHaveCount(0);
  });
});
