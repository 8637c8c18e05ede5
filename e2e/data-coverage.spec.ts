import { expect, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// The sample has Texas bills and texts but no Texas roll calls (README, "What the sample covers"): the Votes tab of a
// Texas bill says so and leads to a state that has them (decision 065).
test.use({ storageState: demoSession });

test.describe('data coverage', () => {
  test('a Texas bill with no roll calls in the sample points to Michigan, and the link opens its bills', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/bills/TX-892-SB-8?tab=votes');
    const empty = page.getByText('No roll calls in the sample for Texas; see Michigan');
    await expect(empty).toBeVisible();
    await expect(
      page.getByText(/^The roll calls in the sample are from Michigan, New York, South Dakota/),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See Michigan' }).click();
    await expect(page).toHaveURL(/\/bills\?stateCode=MI$/);
    await expect(page.getByRole('banner').getByLabel('State', { exact: true })).toHaveValue('MI');
  });
});
