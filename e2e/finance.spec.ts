import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real records of the sample data: James DeMay, registered in South Dakota as Pfizer's lobbyist, gave $250 and $500 to
// Minnesota's DFL House and Senate caucuses in December 2022 (Minnesota Campaign Finance Board export).
const shots = '/tmp/shots-17c';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('campaign finance', () => {
  test('filter contributions by a contributor, see totals, export CSV, follow the lobbyist', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/campaign-finance');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Finance' })).toBeVisible();
    await expect(page.getByTestId('total-amount')).toBeVisible();
    await shot(page, 'campaign-finance-all-desktop');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Contributor last name').fill('DeMay');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/contributorLastName=DeMay/);
    await expect(page.getByText(/^2 contributions$/)).toBeVisible();
    await expect(page.getByTestId('total-amount')).toHaveText('$750.00');
    await expect(page.getByTestId('total-count')).toHaveText('2');
    const table = page.getByRole('table', { name: 'Contributions' });
    await expect(table.getByTestId('contribution-row')).toHaveCount(2);
    await expect(table.getByText('DFL Senate Caucus')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Top recipients' })).toBeVisible();
    await shot(page, 'campaign-finance-filtered-desktop');

    // Reload: the filter is in the URL.
    await page.reload();
    await expect(page.getByTestId('total-amount')).toHaveText('$750.00');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^campaign-finance-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv).toContain('DeMay, James J');
    expect(csv).toContain('Demay, James Joseph');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(3);

    // Phone layout: cards, filters behind a button.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('contribution-card')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Filters \(1\)/ })).toBeVisible();
    await shot(page, 'campaign-finance-filtered-phone');

    // A state without data says which states have it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/campaign-finance?stateCode=TX');
    await expect(page.getByText('No campaign-finance filings for Texas')).toBeVisible();
    await expect(page.getByText(/The data covers Minnesota/)).toBeVisible();
    await shot(page, 'campaign-finance-no-data');

    // The contributor is a registered lobbyist: his page.
    await page.goto('/campaign-finance?contributorLastName=DeMay');
    await page
      .getByRole('table', { name: 'Contributions' })
      .getByRole('link', { name: /Lobbyist: James DeMay/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/lobby\/lobbyist\/\d+$/);
  });

  test('record a company’s position on a bill; it is kept after a reload', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/bills/SD-24R-SB-90');
    await page.getByRole('link', { name: 'Company tick sheet' }).click();
    await expect(page).toHaveURL(/\/bills\/SD-24R-SB-90\/company-tick-sheet$/);
    await expect(page.getByRole('heading', { level: 1, name: /Company tick sheet: SB 90/ })).toBeVisible();

    // Put a company the team follows on the sheet (a rerun finds it there already), then record where it stands.
    const table = page.getByRole('table', { name: /Companies with an interest in SB 90/ });
    const position = table.getByRole('combobox', { name: /Position of Pfizer/ }).first();
    await expect(page.getByTestId('company-count-support')).toBeVisible();
    if (!(await position.isVisible())) {
      await page.getByLabel('Add a company').fill('Pfizer');
      await page
        .getByRole('list', { name: 'Companies found' })
        .getByRole('button', { name: /Add Pfizer/ })
        .first()
        .click();
      await expect(position).toHaveValue('monitor');
    }
    await position.selectOption('support');
    await expect(position).toHaveValue('support');
    await position.selectOption('oppose');
    const note = `Opposes the rebate cap (${Date.now()})`;
    const noteBox = table.getByRole('textbox', { name: /Note on Pfizer/ }).first();
    await noteBox.fill(note);
    const noteSaved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/company-tick-sheet/'),
    );
    await noteBox.press('Enter');
    expect((await noteSaved).status()).toBe(200);
    await expect(page.getByTestId('company-count-oppose')).not.toHaveText('0');
    await shot(page, 'company-tick-sheet-desktop');

    await page.reload();
    const kept = page.getByRole('table', { name: /Companies with an interest in SB 90/ });
    await expect(kept.getByRole('combobox', { name: /Position of Pfizer/ }).first()).toHaveValue('oppose');
    await expect(kept.getByRole('textbox', { name: /Note on Pfizer/ }).first()).toHaveValue(note);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('company-tick-card').first()).toBeVisible();
    await shot(page, 'company-tick-sheet-phone');
  });
});
