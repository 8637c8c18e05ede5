import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real bills of the sample data: NY S3967 and its same-as A1029 (the NY source has no bill text: they are compared
// on their titles and summaries); TX HB 1 and SB 1 (youth camp safety, filed three days apart, much text shared).
const shotDir = process.env.SHOT_DIR ?? 'e2e/screenshots';
mkdirSync(shotDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotDir}/similar-bills-${name}.png`, fullPage: true });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('similar bills', () => {
  test('open a NY bill, open Similar bills, see its same-as bill and the shared passage', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/bills/NY-25R-S-3967');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'S3967' })).toBeVisible();
    await page.getByRole('tab', { name: 'Similar bills' }).click();
    await expect(page).toHaveURL(/tab=similar/);

    const list = page.getByRole('list', { name: 'Similar bills' });
    const sameAs = list.getByRole('button', { name: /A1029/ });
    await expect(sameAs).toBeVisible();
    await expect(sameAs).toContainText('Companion');
    await expect(sameAs).toContainText('% similar');
    await sameAs.click();
    await expect(page).toHaveURL(/match=NY-25R-A-1029/);
    const left = page.getByRole('region', { name: 'This bill (NY S3967), passage 1' });
    const right = page.getByRole('region', { name: 'NY A1029, passage 1' });
    await expect(left).toContainText('individuals engaged in prostitution who are victims of or witnesses to a crime');
    await expect(right).toContainText('individuals engaged in prostitution who are victims of or witnesses to a crime');
    await expect(left.locator('mark').first()).toBeVisible();
    await expect(page.getByText(/Compared on the title and summary: the text of this bill/)).toBeVisible();
    // Side by side on a wide screen.
    const [leftBox, rightBox] = [await left.boundingBox(), await right.boundingBox()];
    expect(rightBox?.x ?? 0).toBeGreaterThan((leftBox?.x ?? 0) + 100);
    await shot(page, 'ny-desktop');

    // The same-as bill opens from the match.
    await page.getByRole('link', { name: 'NY A1029' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'A1029' })).toBeVisible();
  });

  test('TX SB 1: the passages it shares with HB 1, and its provenance section by section', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/bills/TX-892-SB-1?tab=similar');
    const hb1 = page.getByRole('list', { name: 'Similar bills' }).getByRole('button', { name: /HB 1\b/ });
    await hb1.click();
    const passages = page.getByRole('list', { name: 'Shared passages' });
    await expect(passages.getByRole('listitem').first()).toBeVisible();
    await expect(passages).toContainText('National Flood Insurance Act');
    await shot(page, 'tx-desktop');

    await page.getByRole('tab', { name: 'Provenance' }).click();
    await expect(page).toHaveURL(/tab=provenance/);
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('heading', { name: 'SECTION 1', exact: true })).toBeVisible();
    const earlier = sections.getByText('Earlier bill').first();
    await expect(earlier).toBeVisible();
    await sections.getByText('Show the shared passage').first().click();
    await expect(sections.getByRole('region', { name: /TX HB 1, passage 1/ }).first()).toBeVisible();
    await shot(page, 'provenance-desktop');

    // Phone: the two texts stack, this bill first.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/bills/TX-892-SB-1?tab=similar&match=TX-892-HB-1');
    const left = page.getByRole('region', { name: 'This bill (TX SB 1), passage 1' });
    const right = page.getByRole('region', { name: 'TX HB 1, passage 1' });
    await expect(right).toBeVisible();
    const [leftBox, rightBox] = [await left.boundingBox(), await right.boundingBox()];
    expect(rightBox?.y ?? 0).toBeGreaterThan((leftBox?.y ?? 0) + (leftBox?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'tx-phone');
    await page.goto('/bills/TX-892-SB-1?tab=provenance');
    await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
    await shot(page, 'provenance-phone');
  });
});
