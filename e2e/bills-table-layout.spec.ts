import { expect, type Page, test } from '@playwright/test';

// The bill table at 1280 px with the app sidebar expanded and the filters open: the table itself is
// then about 680 px wide. Lower-priority columns fold into their neighbours, nothing scrolls sideways,
// and the title keeps room to be read; on a phone the results are cards.

async function logIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const billsUrl = '/bills?stateCode=TX&sessionCode=any';

test('the bill table fits at 1280 px with the sidebar open, and shows every column when wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Expand sidebar' }).click();
  await page.goto(billsUrl);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();

  const box = table.locator('xpath=..');
  const fit = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  const titleWidth = (await table.getByRole('columnheader', { name: 'Title' }).boundingBox())!.width;
  expect(titleWidth).toBeGreaterThanOrEqual(240);
  // Sponsors fold under the title; the last action keeps its own column.
  await expect(table.getByRole('columnheader', { name: 'Sponsors' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: /Last action/ })).toBeVisible();
  await expect(table.getByTestId('sponsor-inline').first()).toBeVisible();
  // The top bar's page title is shown whole or not at all (it was cut to "B" beside the pickers).
  const topTitle = page.getByRole('banner').getByTestId('top-bar-title');
  if (await topTitle.isVisible()) {
    const cut = await topTitle.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
  }
  await page.screenshot({ path: '/tmp/shots/bills-table-1280-sidebar-open.png' });

  await page.setViewportSize({ width: 1680, height: 900 });
  await expect(table.getByRole('columnheader', { name: 'Sponsors' })).toBeVisible();
  await expect(topTitle).toHaveText('Bills');
  expect(await topTitle.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(table.getByTestId('sponsor-inline').first()).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/bills-table-1680.png' });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/shots/bills-375.png' });
});
