import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real registrations of the sample data: Doug Abraham (May, Adam, Gerdes & Thompson, mayadam.net) lobbied for ten
// South Dakota employers a year in 2021-2024, Apple, Inc. among them from 2021, and for ACT The App Association in 2025.
const shotDir = process.env.SHOTS_DIR ?? 'e2e/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotDir}/lobbying-${name}.png`, fullPage: true });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('lobbying', () => {
  test('search a lobbyist, open them, follow their client company and their firm', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A state without registrations says which states have them, and offers South Dakota.
    await openSignedIn(page, '/lobby?state=TX');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobbying' })).toBeVisible();
    await expect(page.getByText('The data holds no lobbyist registrations for Texas')).toBeVisible();
    await page.getByRole('button', { name: 'Show South Dakota' }).click();
    await expect(page).toHaveURL(/state=SD/);

    // The top lobbyists chart, then the search.
    await expect(page.getByRole('table', { name: 'Top lobbyists' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search lobbyists' }).fill('Abraham');
    await page.getByRole('searchbox', { name: 'Search lobbyists' }).press('Enter');
    await expect(page).toHaveURL(/q=Abraham/);
    // Exactly: the public-agency lists also name a DOUG ABRAHAM.
    const doug = page.getByRole('link', { name: 'Doug Abraham', exact: true });
    const row = page.getByRole('list', { name: 'Lobbyists' }).getByRole('listitem').filter({ has: doug });
    await expect(row).toContainText('Firm: mayadam.net');
    await page.getByLabel('Sort by').selectOption('clients');
    await expect(page).toHaveURL(/sort=clients&order=desc/);
    await shot(page, 'list-desktop');
    await row.getByRole('link', { name: 'Doug Abraham', exact: true }).click();

    // The lobbyist's employers by year.
    await expect(page.getByRole('heading', { level: 1, name: 'Doug Abraham' })).toBeVisible();
    const year2024 = page.getByRole('region', { name: /^2024/ });
    await expect(year2024.getByText('Apple, Inc.')).toBeVisible();
    await expect(year2024.getByText('South Dakota Bankers Association')).toBeVisible();
    await expect(page.getByRole('region', { name: /^2025/ }).getByText('ACT The App Association')).toBeVisible();
    await shot(page, 'lobbyist-desktop');

    // Registrations of one year; testimony says which sources have witness lists.
    await page.getByRole('tab', { name: /Registrations/ }).click();
    await expect(page).toHaveURL(/tab=engagements/);
    await page.getByLabel('Year', { exact: true }).selectOption('2023');
    await expect(page.getByRole('row').filter({ hasText: 'South Dakota Psychiatric Association' })).toBeVisible();
    await page.getByRole('tab', { name: 'Testimony' }).click();
    await expect(page.getByText(/Witness lists are loaded only for the U\.S\. Congress/)).toBeVisible();

    // The client company: its page where the companies work resolved it.
    await page.getByRole('tab', { name: /Clients by year/ }).click();
    const apple = page.getByRole('region', { name: /^2024/ }).getByRole('link', { name: 'Apple, Inc.' });
    await expect(apple).toHaveAttribute('href', /^\/lobby\/company\/\d+$/);
    await apple.click();
    await expect(page).toHaveURL(/\/lobby\/company\/\d+/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/Apple/);
    await page.goBack();

    // The firm: its lobbyists and its clients of a year.
    await expect(page.getByRole('heading', { level: 1, name: 'Doug Abraham' })).toBeVisible();
    await page.getByRole('tab', { name: /Firms/ }).click();
    // The clients tab names the firm by every registration: wait until the firms tab has replaced it.
    await expect(page.getByRole('tab', { name: /Firms/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tabpanel').getByRole('link', { name: 'mayadam.net', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'mayadam.net' })).toBeVisible();
    await page.getByLabel('Year', { exact: true }).selectOption('2024');
    await expect(page).toHaveURL(/year=2024/);
    // The firm's clients by year: Apple appears in each year the firm represented it.
    await expect(page.getByRole('row').filter({ hasText: 'Apple, Inc.' }).first()).toContainText('Doug Abraham');
    await shot(page, 'firm-desktop');
    await page.getByRole('tab', { name: /Lobbyists/ }).click();
    await expect(
      page.getByRole('list', { name: 'Lobbyists of the firm' }).getByRole('link', { name: 'Doug Abraham' }),
    ).toBeVisible();

    // Phone widths.
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'firm-phone');
    await page.goto('/lobby?state=SD&tab=firms');
    await expect(page.getByRole('list', { name: 'Firms' })).toBeVisible();
    await shot(page, 'firms-phone');
    await page.goto('/lobby?state=SD&q=Abraham');
    await page.getByRole('link', { name: 'Doug Abraham', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Doug Abraham' })).toBeVisible();
    await shot(page, 'lobbyist-phone');
  });
});
