import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/accounts-${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width}`).toBe(
      width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

// Signed in once for the run (demo-session.setup.ts): the demo user is the account's admin.
test.use({ storageState: demoSession });

test.describe('accounts', () => {
  test('an open invitation is listed with the seat it holds; resend gives a new link; revoke frees the seat', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/accounts');
    // One free seat for this journey (given back at the end).
    const seatsBefore = await (await page.request.get('/api/accounts/seats')).json();
    await page.request.patch('/api/accounts/seats', { data: { seats: seatsBefore.usedSeats + 1 } });
    await page.reload();
    const available = page.getByRole('definition').filter({ hasText: /^\d+$/ }).nth(2);
    await expect(available).toHaveText('1');

    const email = `pat.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Invite as').selectOption('user');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const firstLink = await page.getByLabel('Invitation link').inputValue();
    expect(firstLink).toMatch(/\/accept-invite\?token=/);

    // Listed, holding the seat.
    const list = page.getByRole('list', { name: 'Open invitations' });
    const row = list.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('Full-account user · holds a seat');
    await expect(available).toHaveText('0');
    await shot(page, 'open-invitations');

    // Resend: a new link; the old one no longer works.
    await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
    // The Invite card shows the first link; the open invitations' card, below it, the new one.
    const newLink = page.getByLabel('Invitation link').last();
    await expect(newLink).not.toHaveValue(firstLink);
    const resentLink = await newLink.inputValue();
    const outsider = await browser.newContext();
    const invitee = await outsider.newPage();
    await invitee.goto(firstLink);
    await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();

    // Revoke: gone from the list, the seat is free again, the new link is dead too.
    await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    await expect(list.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await expect(available).toHaveText('1');
    await invitee.goto(resentLink);
    await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();
    await outsider.close();

    await page.request.patch('/api/accounts/seats', { data: { seats: seatsBefore.seats } });
  });
});
