import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

async function logIn(page: Page, username = 'demo') {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

test('the theme chosen in the header is the settings page theme, and follows the user to another browser', async ({
  browser,
}) => {
  const first = await freshPage(browser);
  await logIn(first.page);
  const banner = first.page.getByRole('banner');
  // Start from light whatever an earlier run stored for this user.
  await first.page.goto('/user-settings');
  await first.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
  await expect.poll(() => isDark(first.page)).toBe(false);

  await banner.getByRole('button', { name: /^Theme/ }).click();
  await first.page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => isDark(first.page)).toBe(true);
  await expect(first.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await first.page.screenshot({ path: '/tmp/shots/settings-dark-1280.png', fullPage: true });
  await first.page.setViewportSize({ width: 375, height: 812 });
  await first.page.screenshot({ path: '/tmp/shots/settings-dark-375.png', fullPage: true });

  // A reload starts dark (no flash: theme-init.js reads localStorage before the app loads).
  await first.page.reload();
  expect(await isDark(first.page)).toBe(true);

  // Another browser, signed in as the same user, takes the stored theme.
  const second = await freshPage(browser);
  await logIn(second.page);
  await expect.poll(() => isDark(second.page)).toBe(true);
  await second.page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme/ })
    .click();
  await expect(second.page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await second.page.keyboard.press('Escape');

  // Back to light for the other journeys that sign in as this user.
  await second.page.goto('/user-settings');
  await second.page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
  await expect.poll(() => isDark(second.page)).toBe(false);
  await first.context.close();
  await second.context.close();
});

test('global search names a Texas Tax Code section once and counts in the singular', async ({ browser }) => {
  const { context, page } = await freshPage(browser);
  await logIn(page);
  await page.goto('/search-results?term=%22amusement+services%22');
  const statutes = page.getByRole('region', { name: /^Statutes/ });
  await expect(statutes.getByRole('link').first()).toBeVisible();
  await expect(statutes.getByRole('link').first()).toContainText(/^TX Tax Code § /);
  await expect(page.getByRole('main')).not.toContainText('TX TX');
  const count = await page.getByText(/ results? for “/).textContent();
  const total = Number(count?.split(' ')[0]?.replace(/,/g, ''));
  expect(count).toMatch(total === 1 ? /^1 result for/ : /^[\d,]+ results for/);
  await page.screenshot({ path: '/tmp/shots/search-results-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '/tmp/shots/search-results-375.png', fullPage: true });

  // The header suggestions use the same citation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Search Statehouse' }).fill('amusement services');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /TX Tax Code §/ }).first()).toBeVisible();
  await expect(suggestions).not.toContainText('TX TX');
  await page.screenshot({ path: '/tmp/shots/search-suggestions-1280.png' });
  await context.close();
});

test.describe('the chosen state first', () => {
  test.use({ storageState: demoSession });

  test('with Texas chosen, "property tax" lists Texas bills first, says so, and can rank all states alike', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/dashboard');
    const headerState = page.getByRole('banner').first().getByRole('combobox', { name: 'State', exact: true });
    const before = await headerState.inputValue();
    await headerState.selectOption('TX');
    try {
      await page.getByRole('combobox', { name: 'Search Statehouse' }).fill('property tax');
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(suggestions.getByRole('option').first()).toContainText(/^TX /);
      await expect(page.getByText('Texas first', { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: 'Search Statehouse' }).press('Enter');
      await expect(page).toHaveURL(/\/search-results\?term=property\+tax&prefer=TX$/);
      const bills = page.getByRole('region', { name: /^Bills/ });
      await expect(bills.getByRole('listitem').first()).toContainText(/^TX /);
      await expect(page.getByText(/^Texas results first \(from Texas: \d+ of \d+ bills/)).toBeVisible();

      await page.getByRole('button', { name: 'Rank all states alike' }).click();
      await expect(page).toHaveURL(/prefer=ALL/);
      await expect(page.getByRole('button', { name: 'Put Texas first' })).toBeVisible();
      // Every state alike: the best match overall leads, whichever state it is from (Michigan in the sample).
      await expect(bills.getByRole('listitem').first()).not.toContainText(/^TX /);
    } finally {
      if (before && before !== 'TX') await headerState.selectOption(before);
    }
  });
});
