import { expect, type Page, test } from '@playwright/test';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/auto-tracking-${name}.png`, fullPage: false });

// A new account, as its admin meets the product: sent to the setup wizard once, describes itself, starts
// auto-tracking over Texas (the sample's youth-camp bills, HB 1 and SB 1), watches the run, approves a match and
// finds it among its tracked bills.
test('wizard as a new account, start auto-tracking, approve a match, find it on /track-bills', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = Date.now().toString(36);
  const registered = await page.request.post('/api/auth/register', {
    data: {
      accountName: `Lone Star Camps ${id}`,
      email: `camps_${id}@example.com`,
      firstName: 'Cam',
      lastName: 'Per',
      username: `camps_${id}`,
      password: 'camps-pass',
      stateCodes: ['TX'],
    },
  });
  expect(registered.status()).toBe(201);

  // The setup gate: the first app screen sends the new admin to the wizard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/init-setup-wizard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up Statehouse for your organization' })).toBeVisible();
  await page.getByLabel('Organization name').fill('Lone Star Camps');
  await page
    .getByLabel('What your organization does and the policy it follows')
    .fill(
      'We run resident youth camps along Texas rivers. We follow bills on youth camp safety, flood warning systems, ' +
        'emergency plans and camper safety training.',
    );
  await page.getByRole('button', { name: 'Summarize the description' }).click();
  await expect(page.getByText('Suggestions added', { exact: true })).toBeVisible();
  await shot(page, 'wizard-desktop');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'States' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Companies' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Keywords and subjects' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Keywords and phrases' }).fill('youth camp');
  await page.getByRole('textbox', { name: 'Keywords and phrases' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Keywords and phrases' })).toContainText('youth camp');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Start' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'wizard-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Finish setup' }).click();

  // The run's progress, then the matches.
  await expect(page).toHaveURL(/\/auto-tracked-bills$/, { timeout: 30_000 });
  const matches = page.getByRole('list', { name: 'Matches' });
  await expect(matches.getByRole('link', { name: 'TX HB 1', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/\d+ matches · last run/).first()).toBeVisible();
  await shot(page, 'list-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'list-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The match explained, then approved.
  await matches.getByRole('link', { name: 'TX HB 1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /TX HB 1/ })).toBeVisible();
  await expect(page.getByText('“youth camp”', { exact: false }).first()).toBeVisible();
  await shot(page, 'detail-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'detail-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('TX HB 1 approved and tracked', { exact: true })).toBeVisible();

  await page.goto('/track-bills');
  await expect(page.getByRole('main').getByText('TX HB 1', { exact: true }).first()).toBeVisible();
});
