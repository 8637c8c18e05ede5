import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real bill of the sample data: TX HB 1 (89th Legislature, 2nd called session, youth camp safety), whose engrossed
// version adds sections (an appropriation of $2,594,265 among them) to the introduced one.
const shotDir = process.env.SHOT_DIR ?? 'e2e/screenshots';
mkdirSync(shotDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotDir}/bill-compare-${name}.png`, fullPage: true });

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
});
