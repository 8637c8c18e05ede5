import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// The demo account on the real app and its sample data: Texas 89th Legislature, 2nd called session (892) bills.
const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/tracking-${name}.png` });

const trackList = ['Bill,Note', 'HB 1,youth camps', 'H.B. 2,', 'SB0010,', 'House Bill 999,', 'Widget tax,'].join('\n');

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('tracking', () => {
  test('upload a track list, confirm it, filter the tracked bills by its tag, set a position, export', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/upload-track-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Track List' })).toBeVisible();

    const where = page.getByRole('region', { name: 'Where the bills are' });
    await where.getByLabel('State').selectOption('TX');
    await expect(where.getByLabel('Session')).not.toBeDisabled();
    await where.getByLabel('Session').selectOption('892');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'priorities.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(trackList),
    });

    // The preview: three rows matched, two not, each with its reason.
    const preview = page.getByRole('table');
    await expect(page.getByText('3 matched')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'TX HB 1', exact: true })).toHaveAttribute(
      'href',
      '/bills/TX-892-HB-1',
    );
    await expect(preview.getByRole('link', { name: 'TX SB 10', exact: true })).toBeVisible();
    await expect(preview.getByText('No such bill in this session', { exact: true })).toBeVisible();
    await expect(preview.getByText('Not a bill number', { exact: true })).toBeVisible();
    await shot(page, 'upload-preview-desktop');

    const tagName = `Uploaded ${Date.now().toString(36)}`;
    await page.getByLabel('Tag the matched bills with').selectOption('new');
    await page.getByLabel('New tag name').fill(tagName);
    await page.getByRole('button', { name: 'Track 3 bills' }).click();
    await expect(page.getByText(`Tagged 3 bills with ${tagName}`)).toBeVisible();
    await page.getByRole('link', { name: 'See them in Tracked Bills' }).click();

    // /track-bills, filtered by the new tag through the URL.
    await expect(page).toHaveURL(/\/track-bills\?tagIds=\d+$/);
    const tagId = new URL(page.url()).searchParams.get('tagIds');
    await expect(page.getByRole('heading', { level: 1, name: 'Tracked Bills' })).toBeVisible();
    await expect(page.getByText('3 tracked bills')).toBeVisible();
    const table = page.getByRole('table');
    for (const bill of ['TX HB 1', 'TX HB 2', 'TX SB 10']) {
      await expect(table.getByRole('link', { name: bill, exact: true })).toBeVisible();
    }
    await expect(table.getByText(tagName).first()).toBeVisible();
    // The filter is the URL's: a reload keeps it, and the Tags filter shows it checked.
    await page.reload();
    await expect(page.getByText('3 tracked bills')).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: tagName }),
    ).toBeChecked();

    // Bulk: set a position with a note on every bill of the page.
    await page.getByRole('checkbox', { name: 'Select every bill on this page' }).click();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Set position…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Position').selectOption('support');
    await dialog.getByLabel('Note (optional)').fill('Client priority for the session');
    await dialog.getByRole('button', { name: 'Set position' }).click();
    await expect(page.getByText('Set the position on 3 bills.').first()).toBeVisible();
    await expect(table.getByText('Support')).toHaveCount(3);
    await shot(page, 'list-desktop');

    // Export the selection as CSV and check what it holds.
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tracked-bills-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^Bill,State,Session,Title,Status/);
    expect(lines).toHaveLength(4);
    expect(csv).toContain('support (Client priority for the session)');
    expect(csv).toContain(tagName);

    // Another filter through the URL: the tag and a status that none of them has leaves an empty, explained list.
    await page.goto(`/track-bills?tagIds=${tagId}&progressStatuses=5`);
    await expect(page.getByText('No tracked bills match these filters')).toBeVisible();

    // Phones: the list becomes cards, the filters a sheet.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/track-bills?tagIds=${tagId}`);
    await expect(page.getByRole('link', { name: 'TX HB 1', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    await shot(page, 'list-phone');
    await page.goto('/upload-track-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Track List' })).toBeVisible();
    await shot(page, 'upload-phone');
  });
});
