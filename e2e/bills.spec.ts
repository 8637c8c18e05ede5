import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real bills of the sample data: TX has bill texts but no roll calls; CO has roll calls.
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/bills-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('bills', () => {
  test('the status filter keeps every ticked status, in the list and the URL', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/bills?stateCode=TX&sessionCode=any');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const status = filters.getByRole('group', { name: 'Status' });
    const boxes = status.getByRole('checkbox');
    await expect(boxes.nth(1)).toBeVisible();
    const before = await boxes.count();
    const first = (await status.locator('label').nth(0).textContent())?.replace(/\d[\d,]*\s*bills$/, '').trim();
    await boxes.nth(0).click();
    await expect(page).toHaveURL(/statuses=\d+(&|$)/);
    // The other statuses stay, to be ticked too.
    await expect(boxes).toHaveCount(before);
    await status.getByRole('checkbox', { checked: false }).first().click();
    await expect(page).toHaveURL(/statuses=\d+%2C\d+/);
    await expect(status.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(status.getByRole('checkbox', { name: new RegExp(first ?? '') })).toBeChecked();
  });

  test('search a phrase in TX, open a bill, read a version, open a roll call in CO', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/bills');
    await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    // The app loads the sample dataset on its first start; the journey depends on its TX and CO bills.
    expect((await page.request.get('/api/bills/TX-892-HB-1')).status()).toBe(200);

    // Search a phrase in Texas, every session.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('State').selectOption('TX');
    await filters.getByLabel('Session').selectOption('any');
    await page.getByRole('searchbox', { name: 'Search bills' }).fill('"youth camp"');
    await page.getByRole('searchbox', { name: 'Search bills' }).press('Enter');
    await expect(page).toHaveURL(/searchTerm=%22youth\+camp%22/);
    // Texas may already be the app's state (then picking it again writes nothing to the URL): check the
    // choice in force, not how it got there.
    await expect(filters.getByLabel('State')).toHaveValue('TX');
    const table = page.getByRole('table');
    const hb1 = table.getByRole('link', { name: 'HB 1', exact: true });
    await expect(hb1).toBeVisible();
    await expect(table.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Emergency Management/ })).toBeVisible();
    await shot(page, 'list-desktop');

    // Export the whole result list.
    for (const [item, extension] of [
      ['CSV (.csv)', 'csv'],
      ['Excel (.xlsx)', 'xlsx'],
    ] as const) {
      await page.getByRole('button', { name: 'Export' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      expect((await download).suggestedFilename()).toMatch(new RegExp(`^bills-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
    }

    // The filters survive a reload and back/forward.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search bills' })).toHaveValue('"youth camp"');
    await expect(page.getByRole('table').getByRole('link', { name: 'HB 1', exact: true })).toBeVisible();

    // Open the bill and read its introduced text.
    await page.getByRole('table').getByRole('link', { name: 'HB 1', exact: true }).click();
    await expect(page).toHaveURL(/\/bills\/TX-892-HB-1$/);
    await expect(page.getByRole('heading', { level: 1, name: /HB 1/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bill progress' })).toBeVisible();
    await shot(page, 'detail-desktop');

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('combobox', { name: 'Version' }).selectOption({ label: 'Introduced' });
    const text = page.getByRole('article', { name: 'Introduced text' });
    await expect(text).toContainText('youth camp', { ignoreCase: true });
    await page.getByRole('searchbox', { name: 'Find in text' }).fill('camp');
    await expect(page.getByText(/^1 of \d+ matches$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByText(/^2 of \d+ matches$/)).toBeVisible();
    await shot(page, 'text-desktop');

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/bills\?/);
    await expect(page.getByRole('searchbox', { name: 'Search bills' })).toHaveValue('"youth camp"');

    // The history names committees by name; each one a committee record matches links to its page (here the
    // Senate's, from "Referred to Disaster Preparedness & Flooding, Select").
    await page.goto('/bills/TX-892-HB-1');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await history.getByRole('link', { name: 'Disaster Preparedness & Flooding, Select', exact: true }).first().click();
    await expect(page).toHaveURL(/\/committees\/ocd-organization%2Fbf9b973b-22db-4626-9be5-d5937ff39a3f$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Disaster Preparedness and Flooding Select' }),
    ).toBeVisible();
    await shot(page, 'committee-from-history-desktop');

    // A roll call on a Colorado bill.
    await page.goto('/bills?stateCode=CO&sessionCode=any&types=SB');
    await page.getByRole('table').getByRole('link', { name: 'SB 002', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /SB 002/ })).toBeVisible();
    await page.getByRole('tab', { name: /Votes/ }).click();
    await page
      .getByRole('button', { name: /View roll call/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Roll call:/ })).toBeVisible();
    await expect(
      dialog.getByRole('table', { name: 'Votes by party' }).getByRole('row', { name: /Democratic/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Every member’s vote' }).getByRole('row').nth(10)).toBeVisible();
    await shot(page, 'vote-desktop');
    await page.keyboard.press('Escape');

    // The header search: "/" focuses it, suggestions come as you type, Enter shows every result.
    await page.locator('body').click();
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search Statehouse' });
    await expect(box).toBeFocused();
    await box.pressSequentially('youth camp');
    // Bills whose title names the words rank before those that only mention them in their text (decision 011).
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toHaveAccessibleName(
      /^TX HB \d+ .*youth camp/i,
    );
    await shot(page, 'global-search-desktop');
    await box.press('Enter');
    // The header passes the app's state (Colorado's, since the CO bill was opened): its results would come first.
    await expect(page).toHaveURL(/\/search-results\?term=youth\+camp&prefer=CO$/);
    await expect(page.getByRole('heading', { name: /^Bills \(\d+\)$/ })).toBeVisible();
    await shot(page, 'search-results-desktop');

    // Subjects for the state.
    await page.goto('/subjects');
    await expect(page.getByRole('heading', { level: 1, name: 'Subjects' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Taxation/ })).toBeVisible();
    await shot(page, 'subjects-desktop');
    await page.getByRole('link', { name: /^Taxation/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taxation' })).toBeVisible();
    await shot(page, 'subject-bills-desktop');
    await expect(page.getByRole('heading', { level: 1, name: 'Taxation' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

    // A phone: cards instead of the table, filters in a sheet.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/bills?stateCode=TX&sessionCode=any&searchTerm=%22youth+camp%22');
    await expect(
      page.getByRole('list', { name: 'Bills' }).getByRole('link', { name: 'HB 1', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await shot(page, 'list-phone');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await shot(page, 'filters-phone');
    await page.keyboard.press('Escape');
    await page.goto('/bills/TX-892-HB-1?tab=text');
    await expect(page.getByRole('article', { name: /text$/ })).toBeVisible();
    await shot(page, 'text-phone');
    await page.goto('/bills/TX-892-HB-1');
    await expect(page.getByRole('list', { name: 'Bill progress' })).toBeVisible();
    await shot(page, 'detail-phone', true);
  });

  test('an unknown bill shows a not-found state', async ({ page }) => {
    await openSignedIn(page, '/bills/TX-892-HB-999999');
    await expect(page.getByRole('heading', { name: 'Bill not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Search bills' }).click();
    await expect(page).toHaveURL(/\/bills$/);
  });
});
