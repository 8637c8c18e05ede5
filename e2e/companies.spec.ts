import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// POET LLC in the sample data: an SD lobby client in 2024 (Joshua Shields, Michael Walz, Tim Dougherty; "Biofuels,
// Energy, Agriculture"), and an MN CFB contributor in 2022 as an organization ($50,000) and as its CEO's employer
// ("Poet LLC, CEO", $25,000): three names resolved into one company (decision 039).
const shotDir = process.env.SHOTS_DIR ?? 'e2e/screenshots';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotDir}/companies-${name}.png`, fullPage: true });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('companies', () => {
  test('search a company, open it, follow a lobbyist and a contribution, record the team’s summary', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Search from /lobby's Companies tab.
    await openSignedIn(page, '/lobby?tab=companies&state=SD');
    const search = page.getByRole('searchbox', { name: 'Search companies' });
    await search.fill('poet');
    await search.press('Enter');
    await page.getByRole('list', { name: 'Companies' }).getByRole('link', { name: 'POET LLC' }).click();

    // The company: one entity across its lobbying and contributions.
    await expect(page).toHaveURL(/\/lobby\/company\/\d+$/);
    const companyUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'POET LLC' })).toBeVisible();
    await expect(page.getByText(/Seen in MN, SD · 3 lobbyist registrations/)).toBeVisible();
    await expect(page.getByText('Biofuels, Energy, Agriculture', { exact: false })).toBeVisible();
    await shot(page, 'detail-desktop');

    // The names it appears under, each with its source records.
    await page.getByRole('tab', { name: /Names and sources/ }).click();
    await expect(page).toHaveURL(/tab=names/);
    const names = page.getByRole('table', { name: /Names the company appears under/ });
    await expect(names.getByRole('row').filter({ hasText: 'Poet LLC, CEO' })).toContainText('Contributors’ employer');
    await expect(names.getByRole('row').filter({ hasText: 'Lobby client' })).toContainText(
      /SD lobbyist registrations, client \d+, 2024/,
    );

    // Bills of interest, each with the reason.
    await page.getByRole('tab', { name: 'Bills of interest' }).click();
    await expect(page.getByText(/^Matches what it lobbies on: “/).first()).toBeVisible();
    await shot(page, 'bills-desktop');

    // The team's own summary.
    await page.getByRole('tab', { name: 'Your summary' }).click();
    await page.getByLabel('Position').selectOption('ally');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Notes').fill('Backs the year-round E15 bill.');
    await page.getByRole('button', { name: 'Save summary' }).click();
    await expect(page.getByText('Summary saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Notes')).toHaveValue('Backs the year-round E15 bill.');

    // Follow a lobbyist.
    await page.getByRole('tab', { name: /Lobbyists and firms/ }).click();
    await page.getByRole('link', { name: 'Joshua Shields' }).click();
    await expect(page).toHaveURL(/\/lobby\/lobbyist\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Joshua Shields' })).toBeVisible();

    // Follow a contribution to its campaign-finance search.
    await page.goto(`${companyUrl}?tab=contributions`);
    await expect(page.getByText(/2 contributions, \$75,000 in all/)).toBeVisible();
    const contribution = page
      .getByRole('table', { name: 'Contributions' })
      .getByRole('row')
      .filter({ hasText: '$50,000' });
    await contribution.getByRole('link').click();
    await expect(page).toHaveURL(/\/campaign-finance\?stateCode=MN&filerName=.+&search=POET\+LLC&year=2022/);
    await expect(page.getByRole('main').getByText('POET LLC').first()).toBeVisible();

    // Phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(companyUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'POET LLC' })).toBeVisible();
    await shot(page, 'detail-phone');
    await page.goto(`${companyUrl}?tab=contributions`);
    await expect(page.getByRole('table', { name: 'Contributions' })).toBeVisible();
    await shot(page, 'contributions-phone');
  });

  test('an unknown company says so', async ({ page }) => {
    await openSignedIn(page, '/lobby/company/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  });
});
