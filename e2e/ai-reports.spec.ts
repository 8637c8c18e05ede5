import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoSession, openSignedIn } from './demo-session';

// The app starts on a fresh database with the sample data and the demo account; AI answers are extractive (offline).
const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/screenshots';
mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/ai-reports-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('AI reports', () => {
  test('run a bill summary of TX HB 1, follow a citation and open its PDF', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/dashboard/reports/ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Report' })).toBeVisible();

    // Find the template by words and category; the choice goes into the URL.
    await page.getByLabel('Category').selectOption('Bills');
    await page.getByLabel('Search templates').fill('summary');
    await expect(page).toHaveURL(/category=Bills/);
    await page.getByRole('button', { name: /^Bill summary/ }).click();
    await expect(page).toHaveURL(/template=bill-summary/);
    await shot(page, 'picker');

    // Running without the state asks for it in plain words.
    await page.getByRole('textbox', { name: 'Bill' }).fill('HB 1');
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(page.getByText('Which state should it cover (for example Texas or TX)?').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'State' }).fill('Texas');
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(page).toHaveURL(/report=/);
    const report = page.getByRole('article');
    await expect(report.getByRole('heading', { name: 'Effective date' })).toBeVisible({ timeout: 60_000 });
    await expect(report.getByText(/Extractive report/)).toBeVisible();
    await shot(page, 'report');

    // The report is listed among past reports.
    await expect(page.getByRole('list', { name: 'Past AI reports' }).getByText('Bill summary').first()).toBeVisible();

    // Download the PDF and read it back.
    const downloading = page.waitForEvent('download');
    await report.getByRole('link', { name: 'PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bill-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = `${shots}/ai-report.pdf`;
    await download.saveAs(file);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Bill summary');
    expect(text).toContain('Effective date');
    expect(text).toContain('TX HB 1');

    // A citation opens the bill's text at the cited passage.
    await report.getByRole('link', { name: '[1]' }).first().click();
    await expect(page).toHaveURL(/\/bills\/TX-892-HB-1\?tab=text&version=\d+&passage=\d+-\d+/);
  });
});
