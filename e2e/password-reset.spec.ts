import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The journey server runs without SMTP_URL: "Forgot password?" says who to ask, and the admin's reset
// link is shown to the admin to pass on. The mailed path is covered by the API tests with a real SMTP server.

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/reset-${name}.png`, fullPage: true });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an admin resets a member password with a link; the member sets a new one and the old sessions end', async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const member = `reset_${id}`;

  // An admin of a fresh account invites a member, who accepts in their own browser and stays signed in there.
  const admin = `admin_${id}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      accountName: `Reset Journey ${id}`,
      email: `${admin}@example.com`,
      firstName: 'Ada',
      lastName: 'Admin',
      username: admin,
      password: 'admin-pass',
      stateCodes: ['TX'],
    },
  });
  expect(registered.status()).toBe(201);
  // A new account's admin is sent to the setup wizard once (decision 072): this admin skips it.
  expect((await page.request.post('/api/initSetup/cancel')).status()).toBe(200);
  const invited = await page.request.post('/api/accounts/invite-full', {
    data: { email: `${member}@example.com`, firstName: 'Mia', lastName: 'Member' },
  });
  const { acceptUrl } = await invited.json();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const accepted = await memberPage.request.post('/api/invitations/accept', {
    data: { token: new URL(acceptUrl).searchParams.get('token'), username: member, password: 'old-pass-1' },
  });
  expect(accepted.status()).toBe(200);
  expect((await memberPage.request.get('/api/auth/me')).status()).toBe(200);

  // Without a mail server, "Forgot password?" says to ask the administrator.
  const visitor = await browser.newContext();
  const forgot = await visitor.newPage();
  await forgot.goto('/auth');
  await forgot.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(forgot).toHaveURL(/\/reset-password$/);
  await expect(forgot.getByText('Ask your account administrator to reset your password.')).toBeVisible();
  expect(await seriousViolations(forgot)).toEqual([]);
  await shot(forgot, 'ask-admin-1280');
  await forgot.setViewportSize({ width: 375, height: 812 });
  await shot(forgot, 'ask-admin-375');
  await visitor.close();

  // The admin makes a reset link in /accounts.
  await page.goto('/accounts');
  await page.getByRole('button', { name: `Reset password of ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password of Mia Member' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Reset link' });
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  const resetUrl = await link.inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'admin-dialog-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'admin-dialog-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // The member follows the link in a fresh browser and chooses a new password.
  const resetContext = await browser.newContext();
  const reset = await resetContext.newPage();
  await reset.goto(resetUrl);
  await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('new-pass-2');
  await reset.getByLabel('Confirm new password').fill('new-pass-3');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText("Passwords don't match")).toBeVisible();
  expect(await seriousViolations(reset)).toEqual([]);
  await shot(reset, 'choose-1280');
  await reset.setViewportSize({ width: 375, height: 812 });
  await shot(reset, 'choose-375');
  await reset.getByLabel('Confirm new password').fill('new-pass-2');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await shot(reset, 'done-375');

  // The link is used up, the member's old session has ended, and the new password signs in.
  await reset.goto(resetUrl);
  await reset.getByLabel('New password', { exact: true }).fill('again-pass');
  await reset.getByLabel('Confirm new password').fill('again-pass');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('alert')).toContainText('This password reset link has already been used.');
  expect((await memberPage.request.get('/api/auth/me')).status()).toBe(401);
  await logIn(reset, member, 'old-pass-1');
  await expect(reset.getByText('Invalid username or password', { exact: true })).toBeVisible();
  await logIn(reset, member, 'new-pass-2');
  await expect(reset).toHaveURL(/\/dashboard$/);
  await resetContext.close();
  await memberContext.close();
});
