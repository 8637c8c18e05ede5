import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real bill of the sample data: TX HB 1 (89th Legislature, 2nd called session, youth camp safety), whose engrossed
// version adds sections (an appropriation of $2,594,265 among them) to the introduced one.
const shotDir = process.env.SHOT_DIR ?? 'e2e/screenshots';
mkdirSync(shotDir, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${shotDir}/bill-compare-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('bill comparison', () => {
  test('compare the introduced and engrossed versions of TX HB 1: redline, a changed section, the summary', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // From the bill's Versions tab.
    await openSignedIn(page, '/bills/TX-892-HB-1?tab=versions');
    await page.getByRole('link', { name: 'Compare versions' }).click();
    await expect(page).toHaveURL(
      /\/bill\/compare\?left=TX-892-HB-1%3A\d+&right=TX-892-HB-1%3A\d+|\/bill\/compare\?left=TX-892-HB-1:\d+&right=TX-892-HB-1:\d+/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Bills' })).toBeVisible();

    // Choose Introduced -> Engrossed in the pickers; the choice goes to the URL.
    const from = page.getByRole('group', { name: 'From (older)' });
    const to = page.getByRole('group', { name: 'To (newer)' });
    await from.getByLabel('Version').selectOption({ label: 'Introduced' });
    await to.getByLabel('Version').selectOption({ label: 'Engrossed' });
    await page.getByRole('button', { name: 'Compare' }).click();

    const redline = page.getByTestId('redline');
    await expect(redline.locator('ins', { hasText: '$2,594,265' })).toBeVisible({ timeout: 30_000 });
    await expect(redline.locator('del').first()).toContainText('deleted:');
    await expect(page.getByText(/From TX HB 1 — Introduced/)).toBeVisible();

    const sections = page.getByRole('list', { name: 'Changed sections' });
    const added = sections.getByRole('listitem').filter({ hasText: 'SECTION 12' });
    await expect(added).toContainText('Added');
    await expect(added).toContainText('$2,594,265 is appropriated');
    await expect(sections.getByText(/Health and Safety Code § 141\.008 \(amends\)/)).toBeVisible();

    await expect(page.getByText(/HB 1 \(Engrossed\) compared with HB 1 \(Introduced\)/)).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: '[1] HB 1 (Engrossed), Preamble' })
        .or(page.getByRole('list', { name: 'Cited passages' }).getByRole('link').first()),
    ).toBeVisible();
    await shot(page, 'redline-1280');

    await page.getByRole('button', { name: 'Side by side' }).click();
    const table = page.getByTestId('side-by-side');
    await expect(table.locator('ins', { hasText: 'Engrossed' }).first()).toBeVisible();
    await expect(table.locator('del', { hasText: 'Introduced' }).first()).toBeVisible();
    await shot(page, 'side-by-side-1280');

    // The URL holds the choice: reload shows the same comparison.
    await page.reload();
    await expect(page.getByTestId('redline').locator('ins', { hasText: '$2,594,265' })).toBeVisible({
      timeout: 30_000,
    });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('list', { name: 'Changed sections' })).toBeVisible();
    await shot(page, 'phone-375');
  });

  test('pick two bills by number in the header state and session, and compare them section by section', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const emptyIds: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/bills\/\//.test(request.url())) emptyIds.push(request.url());
    });
    await openSignedIn(page, '/bill/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Bills' })).toBeVisible();
    const from = page.getByRole('group', { name: 'From (older)' });
    const to = page.getByRole('group', { name: 'To (newer)' });

    // Compare before choosing says what is missing.
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(from.getByText(/Choose a bill from the suggestions/)).toBeVisible();

    // "HB 169" as a lobbyist types it, not the internal id.
    await from.getByRole('combobox', { name: 'Bill' }).fill('HB 169');
    await expect(from.getByRole('option').first()).toContainText('HB 169');
    await shot(page, 'picker-1280');
    await from.getByRole('combobox', { name: 'Bill' }).press('Enter');
    await expect(from.getByRole('combobox', { name: 'Bill' })).toHaveValue('HB 169');
    await expect(from.getByText(/cannabis/i)).toBeVisible();

    await to.getByRole('combobox', { name: 'Bill' }).fill('HB 1');
    await expect(to.getByRole('option').first()).toBeVisible();
    await to.getByRole('combobox', { name: 'Bill' }).press('Enter');
    await expect(to.getByRole('combobox', { name: 'Bill' })).toHaveValue('HB 1');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/left=TX-892-HB-169&right=TX-892-HB-1$/);

    // Two unrelated bills: sections removed and added, not one changed "Whole text".
    const sections = page.getByRole('list', { name: 'Changed sections' });
    await expect(sections.getByRole('listitem').filter({ hasText: 'Removed' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(sections.getByText('Whole text')).toHaveCount(0);
    await expect(page.getByText(/0 sections added, 0 removed and 1 changed/)).toHaveCount(0);
    // The redline breaks at each section.
    await expect(page.getByTestId('redline').locator('[data-section="SECTION 2"]').first()).toBeVisible();
    await shot(page, 'two-bills-1280');
    await shot(page, 'two-bills-top-1280', false);
    await page.getByTestId('redline').locator('[data-section="SECTION 2"]').first().scrollIntoViewIfNeeded();
    await shot(page, 'two-bills-section-break-1280', false);
    expect(emptyIds).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sections).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'two-bills-top-375', false);
    await from.getByRole('combobox', { name: 'Bill' }).fill('youth camp');
    await expect(from.getByRole('option').first()).toBeVisible();
    await shot(page, 'picker-375', false);
  });
});
