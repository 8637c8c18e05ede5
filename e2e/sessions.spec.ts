import { expect, type Page, test } from '@playwright/test';
import { demoSession } from './demo-session';

// The state and session picker on the sample data (decision 018): NY has 14 sessions from 1993 to 2025 with bills
// in 2025 only, MI and TX have bills, Alabama has none.
const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/legislative-${name}.png` });

async function signIn(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('main').getByRole('heading', { level: 1 })).first()).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await login.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
}

// The inline picker of the top bar (md and up).
const headerState = (page: Page) =>
  page.getByRole('banner').first().getByRole('combobox', { name: 'State', exact: true });
const headerSession = (page: Page) =>
  page.getByRole('banner').first().getByRole('combobox', { name: 'Session', exact: true });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('the state and session picker', () => {
  test('switch in the header, reload and keep it, open a bill of another state, see an empty state', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, '/bills');
    await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    expect((await page.request.get('/api/bills/TX-892-HB-1')).status()).toBe(200);

    // New York: its sessions newest first (2025 above 1999), and the 2025 session with bills by default.
    await headerState(page).selectOption('NY');
    await expect(headerSession(page)).toHaveValue('25R');
    const values = await headerSession(page)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values[0]).toBe('25R');
    expect(values.at(-1)).toBe('93R');
    expect(values.indexOf('01R')).toBeLessThan(values.indexOf('99R'));
    // The bills page follows the header: its own selects, its URL and its list.
    await expect(page).toHaveURL(/\/bills\?stateCode=NY$/);
    await expect(filters(page).getByLabel('State')).toHaveValue('NY');
    await expect(filters(page).getByLabel('Session')).toHaveValue('25R');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/\b[SAJK]\s?\d+/);

    // Michigan from the bills page's own select: the header follows.
    await filters(page).getByLabel('State').selectOption('MI');
    await expect(headerState(page)).toHaveValue('MI');
    await expect(headerSession(page)).toHaveValue('25R');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'bills-desktop');

    // A reload keeps the choice (the URL), and so does a page without it in its URL (the stored pick).
    await page.reload();
    await expect(headerState(page)).toHaveValue('MI');
    await expect(filters(page).getByLabel('State')).toHaveValue('MI');
    await page.goto('/dashboard');
    await expect(headerState(page)).toHaveValue('MI');
    await page.reload();
    await expect(headerState(page)).toHaveValue('MI');
    await expect(headerSession(page)).toHaveValue('25R');

    // A Texas bill shows Texas and its session in the header, and its text.
    await page.goto('/bills/TX-892-HB-1');
    await expect(page.getByRole('heading', { level: 1, name: /HB 1/ })).toBeVisible();
    await expect(headerState(page)).toHaveValue('TX');
    await expect(headerSession(page)).toHaveValue('892');
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByRole('article', { name: /text$/ })).toContainText(/youth camp/i);
    await shot(page, 'bill-desktop');

    // Status is a filter: a facet click narrows the list and shows a chip that removes it again.
    await page.goto('/bills?stateCode=TX&sessionCode=892');
    await filters(page)
      .getByRole('checkbox', { name: /^Passed/ })
      .click();
    await expect(page).toHaveURL(/statuses=4/);
    const chip = page.getByRole('button', { name: 'Remove filter Status: Passed' });
    await expect(chip).toBeVisible();
    const statuses = page.getByRole('table').getByRole('row').nth(1);
    await expect(statuses).toContainText('Passed');
    await shot(page, 'status-filter-desktop');
    await chip.click();
    await expect(page).not.toHaveURL(/statuses=/);

    // A state without bills says so, and what an administrator can do.
    await headerState(page).selectOption('AL');
    await expect(page.getByText('No bills loaded for Alabama yet')).toBeVisible();
    await expect(page.getByText(/live sync/)).toContainText('npm run import');
    await expect(page.getByText('No bills match this search.')).toHaveCount(0);
    await shot(page, 'empty-state-desktop');

    // A phone: the compact picker in the top bar, the same choice.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/bills');
    await page.getByRole('button', { name: 'State and session (AL)' }).click();
    const popover = page.getByRole('dialog', { name: 'State and session' });
    await popover.getByRole('combobox', { name: 'State', exact: true }).selectOption('MI');
    await expect(page).toHaveURL(/stateCode=MI/);
    await expect(page.getByRole('list', { name: 'Bills' }).getByRole('link').first()).toBeVisible();
    await shot(page, 'picker-phone');
    await page.keyboard.press('Escape');
    await page.goto('/bills?stateCode=AL');
    await expect(page.getByText('No bills loaded for Alabama yet')).toBeVisible();
    await shot(page, 'empty-state-phone');
  });
});
