import { expect, type Page, test } from '@playwright/test';
import { demoSession } from './demo-session';

// The demo account starts with real sample bills tracked (apps/server/src/modules/accounts/demo-tracking.ts):
// 15 bills on two account tags and the demo admin's personal watchlist.
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e/screenshots/dashboard-${name}.png`, fullPage });

async function signInAt(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('main').getByRole('heading', { level: 1 })).first()).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await login.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  }
}

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('dashboard', () => {
  test('the demo user sees real figures, switches scope and opens a bill from the live feed', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, '/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The figures come from the database: the demo's 15 tracked bills and 3 tags.
    const figures = main.getByRole('list', { name: 'Figures' });
    await expect(figures.getByRole('link', { name: /^Tracked bills: 15\./ })).toHaveAttribute('href', '/track-bills');
    await expect(figures.getByRole('link', { name: /^Tags: 3\./ })).toHaveAttribute('href', '/tracks');
    await expect(figures.getByRole('link', { name: /^Failed or vetoed: [1-9]\d*\./ })).toBeVisible();
    await expect(figures.getByRole('link', { name: /^Passed or enacted: [1-9]\d*\./ })).toBeVisible();

    // Mine: the watchlist (6) and the tax tag the admin filled (4); team: the two account tags; account: all.
    await expect(main.getByText('10 tracked bills')).toBeVisible();
    await expect(main.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await main.getByRole('tab', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/dashboard\?scope=team$/);
    await expect(main.getByText('9 tracked bills')).toBeVisible();
    await main.getByRole('tab', { name: 'Team' }).press('ArrowRight');
    await expect(page).toHaveURL(/\/dashboard\?scope=account$/);
    await expect(main.getByText('15 tracked bills')).toBeVisible();
    const stages = main.getByLabel('Tracked bills by stage');
    await expect(stages).toContainText('Enacted');
    await expect(stages).toContainText('Failed or vetoed');

    // The scope survives a reload (it is in the URL).
    await page.reload();
    await expect(main.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');

    // The latest news lists real actions; the feed holds only tracked bills.
    const feed = main.getByRole('list', { name: 'Activity on tracked bills' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();
    await expect(main.getByRole('list', { name: 'Latest news' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, 'desktop');

    const firstBill = feed.getByRole('link').first();
    const billName = (await firstBill.textContent()) ?? '';
    const href = (await firstBill.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/bills\/[A-Z]{2}-/);
    await firstBill.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      billName.replace(/^[A-Z]{2} /, ''),
    );
  });

  test('on a phone the tiles sit two a row and the chart takes the full width', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAt(page, '/dashboard');
    const tiles = page.getByRole('list', { name: 'Figures' }).getByRole('link');
    await expect(tiles).toHaveCount(7);
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => tiles.nth(index).boundingBox()));
    expect(first?.y).toBe(second?.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x);

    const chart = page.locator('.recharts-responsive-container').first();
    await expect(chart).toBeVisible();
    const chartBox = await chart.boundingBox();
    expect(chartBox!.width).toBeGreaterThan(375 - 120);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(375);
    await shot(page, 'phone');
    await shot(page, 'phone-top', false);
  });
});
