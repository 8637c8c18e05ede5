import { expect, type Page, test } from '@playwright/test';

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `/tmp/shots/auth-${name}.png`, fullPage });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
}

test.describe('identity', () => {
  test('register, land on the dashboard, log out, log in as demo, switch state and session', async ({ page }) => {
    const username = `e2e_${Date.now().toString(36)}`;

    await page.goto('/');
    const dialog = page.getByRole('dialog');
    // `/` arrives drawn (landing.html, decision 047): its Log in button answers once the app has rendered over it,
    // which on a busy machine can come after the page's load event.
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
      await expect(dialog.getByRole('heading', { name: 'Login to your account' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await shot(page, 'login-dialog', false);

    await dialog.getByRole('tab', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Select at least one state')).toBeVisible();
    await shot(page, 'register-errors', false);

    await dialog.getByLabel('Account name').fill('Playwright Policy Group');
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Last name').fill('Wright');
    await dialog.getByLabel('Email').fill('pat@example.com');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret123');
    await dialog.getByRole('button', { name: /States, 0 selected/ }).click();
    await page.getByRole('checkbox', { name: 'Texas' }).click();
    await page.getByRole('checkbox', { name: 'California' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: /States, 2 selected/ })).toBeVisible();
    await shot(page, 'register-filled', false);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    // The new account's admin is sent to the setup wizard once (decision 072); this journey skips it.
    await expect(page).toHaveURL(/\/init-setup-wizard$/);
    await page.getByRole('button', { name: 'Skip setup' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByLabel('State', { exact: true })).toHaveValue('TX');
    await expect(banner.getByLabel('State', { exact: true }).locator('option')).toHaveText([
      'All states',
      'California',
      'Texas',
    ]);
    await shot(page, 'dashboard-after-register');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();

    // A signed-out visitor of an app page is asked to log in and comes back there.
    await page.goto('/bills');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fbills$/);
    await expect(page.getByText('Please log in to continue.', { exact: true })).toBeVisible();
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
    await shot(page, 'auth-page-failed');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/bills$/);
    await expect(page.getByText('Welcome back to the product!', { exact: true })).toBeVisible();

    // The demo admin follows every state: Texas first, then switch state and session.
    const state = banner.getByLabel('State', { exact: true });
    const session = banner.getByLabel('Session', { exact: true });
    await expect(state).toHaveValue('TX');
    await expect(session).not.toHaveValue('');
    await state.selectOption('CA');
    await expect(state).toHaveValue('CA');
    await expect(session).not.toHaveValue('');
    await state.selectOption('ALL');
    await expect(session).toHaveValue('ALL_ACTIVE');
    await session.selectOption('MOST_RECENT');
    await expect(session).toHaveValue('MOST_RECENT');
    await shot(page, 'state-session-switched');

    // The landing page sends a signed-in user to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the demo admin manages users and their own settings', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: 'Demo Advocacy Group' })).toBeVisible();
    await expect(page.getByText('demo-analyst ·')).toBeVisible();
    await page.getByLabel('Email').fill(`new.analyst.${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Invite as').selectOption('analyst');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = page.getByLabel('Invitation link');
    await expect(link).toHaveValue(/\/accept-invite\?token=/);
    const acceptUrl = await link.inputValue();
    await shot(page, 'accounts');

    await page.goto('/user-settings');
    await expect(page.getByRole('heading', { name: 'User settings' })).toBeVisible();
    // Notification preferences: events by channel, saved as soon as a box is clicked.
    const voteInApp = page
      .getByRole('table', { name: 'Events by channel' })
      .getByRole('checkbox', { name: 'Vote by In-app' });
    await expect(voteInApp).toBeChecked();
    await voteInApp.click();
    await expect(voteInApp).not.toBeChecked();
    await expect
      .poll(async () => (await (await page.request.get('/api/user-settings')).json()).notifications.inAppKinds)
      .not.toContain('new_vote');
    await shot(page, 'user-settings');

    // The invitee accepts in a fresh browser context.
    const invitee = await page.context().browser()!.newContext();
    const other = await invitee.newPage();
    await other.goto(acceptUrl);
    await expect(other.getByRole('heading', { name: 'Join Demo Advocacy Group' })).toBeVisible();
    await other.getByLabel('First name').fill('Nia');
    await other.getByLabel('Last name').fill('Analyst');
    await other.getByLabel('Username').fill(`nia_${Date.now().toString(36)}`);
    await other.getByLabel('Password', { exact: true }).fill('analyst123');
    await other.getByLabel('Confirm password').fill('analyst123');
    await other.screenshot({ path: '/tmp/shots/auth-accept-invite.png', fullPage: true });
    await other.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await invitee.close();
  });
});
