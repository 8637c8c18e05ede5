import { expect, type Page, test } from '@playwright/test';
import { codeMailedTo } from './mailbox';

// Real bills of the sample data: two shared through a tag made for this run, one on a tag that stays internal.
const BILL = 'TX-892-HB-1';
const LATER = 'TX-892-HB-2';
const INTERNAL = 'TX-892-SB-1';
/** A 96x32 PNG: an amber square and blue bars. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAXklEQVR42u3XoRHAIBBFQXxqoCVKTF00ggaPQMFNyOybL0+tu9S1LCEABCgMqL3PlgECBAgQIED/A8qlTvv+DSBAgAABAgQIECBAgADdDuRZBQQIECBA54AECBCg4AZF8FpzLpzOQQAAAABJRU5ErkJggg==',
  'base64',
);
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e/screenshots/portal-${name}.png`, fullPage });
/** Both widths every portal and guest page is looked at: 1280 and 375 px, and nothing wider than the phone. */
async function shotBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

// This project's server sends mail to the SMTP server of the global setup (playwright.config.ts, decision 084): the
// client and the guest sign in with the one-time code they were mailed, read from what that server received.
test.describe('portal', () => {
  test('an admin shares a tag, a client signs in on the portal subdomain with a mailed code, sees exactly those bills as they change and sends a position the admin sees; a guest sees only their shared items and adds a bill', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const run = Date.now().toString(36);
    const key = `journey-${run}`;
    const tagName = `Portal journey ${run}`;
    const internalName = `Internal ${run}`;
    const client = `client-${run}@example.org`;
    const guestEmail = `guest-${run}@example.org`;
    const signedIn = await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
    expect(signedIn.status()).toBe(200);
    const tag = await page.request.post('/api/tags', { data: { name: tagName, billIds: [BILL] } });
    expect(tag.status()).toBe(201);
    const tagId = (await tag.json()).id as number;
    expect((await page.request.post('/api/tags', { data: { name: internalName, billIds: [INTERNAL] } })).status()).toBe(
      201,
    );

    // A retry (or a second run on one server) starts from a portal sharing nothing, not from the last run's tag.
    const reset = await page.request.put('/api/portal/settings', {
      data: { portalKey: key, name: 'Journey Coalition', sharedTagIds: [], people: [] },
    });
    expect(reset.status()).toBe(200);

    // The admin shares the tag with one client, who signs in by a code mailed to them, and invites a guest.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/portal-settings');
    await page.getByLabel('Portal key').fill(key);
    await page.getByLabel('Name shown to visitors').fill('Journey Coalition');
    await page.getByLabel('Welcome text').fill('The bills we follow for you.');
    await page.getByText(tagName, { exact: true }).first().click();
    const preview = page.getByRole('complementary', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: 'Journey Coalition' })).toBeVisible();
    await expect(preview.getByText(/^Shares the bills of /)).toContainText(tagName);
    await page.getByRole('radio', { name: 'Listed people, by a one-time code e-mailed to them' }).check();
    await page.getByLabel(/People/).fill(client);
    await page.getByRole('button', { name: 'Save portal' }).click();
    await expect(page.getByText('Portal saved.')).toBeVisible();
    // The logo goes to the blob store at once; a file that is not an image is refused with the reason.
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG, GIF or WebP image.');
    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(preview.getByRole('img', { name: 'Journey Coalition logo' })).toBeVisible();
    const invite = page.getByRole('form', { name: 'Invite a guest' });
    await invite.getByLabel('E-mail').fill(guestEmail);
    await invite.getByRole('checkbox', { name: `Tag: ${tagName}` }).click();
    await invite.getByRole('checkbox', { name: 'Upload track lists' }).click();
    await invite.getByRole('button', { name: 'Invite guest' }).click();
    await expect(page.getByRole('list', { name: 'Guests' })).toContainText(guestEmail);
    await shot(page, 'settings-desktop');

    // The client, in a browser of their own, opens the portal's subdomain of localhost and signs in with a code.
    const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const portal = await clientContext.newPage();
    const subdomain = new URL(test.info().project.use.baseURL ?? 'http://localhost:10101');
    subdomain.hostname = `${key}.localhost`;
    await portal.goto(new URL('/auth', subdomain).href);
    const banner = portal.getByTestId('portal-banner');
    await expect(banner.getByRole('img', { name: 'Journey Coalition logo' })).toBeVisible();
    expect(
      await portal
        .getByRole('banner')
        .getByRole('img', { name: 'Journey Coalition logo' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(96);
    await shotBoth(portal, 'sign-in');
    const asked = Date.now();
    await portal.getByLabel('E-mail').fill(client);
    await portal.getByRole('button', { name: 'Send me a code' }).click();
    await portal.getByLabel('Code from the e-mail').fill(await codeMailedTo(client, asked));
    await portal.getByRole('button', { name: 'Sign in' }).click();
    const bills = portal.getByRole('list', { name: 'Shared bills' });
    await expect(bills.getByRole('listitem')).toHaveCount(1);
    await expect(bills).toContainText('HB 1');
    await expect(bills).not.toContainText('SB 1');
    expect(new URL(portal.url()).hostname).toBe(`${key}.localhost`);
    await expect(banner).toContainText('The bills we follow for you.');
    await shotBoth(portal, 'home');

    // The account adds a bill to the shared tag: the open portal shows it without a reload (the live stream).
    const added = await page.request.post('/api/tags/bills', { data: { tagIds: [tagId], billIds: [LATER] } });
    expect(added.status()).toBe(200);
    await expect(bills.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    await expect(bills).toContainText('HB 2');

    await bills.getByRole('link', { name: /HB 1/ }).click();
    await expect(portal).toHaveURL(new RegExp(`/bills/${BILL}`));
    const intake = portal.getByRole('form', { name: 'Your position' });
    await intake.getByText('Oppose', { exact: true }).click();
    await intake.getByRole('radio', { name: 'Impact 4' }).check({ force: true });
    await intake.getByLabel('Comment').fill(`Raises our members’ costs ${run}`);
    await portal.getByRole('button', { name: 'Send my position' }).click();
    await expect(portal.getByText('Thank you: your position was sent.')).toBeVisible();
    await shotBoth(portal, 'bill');
    await clientContext.close();

    // The admin sees it beside the account's own position, with who and when, and the access in the log.
    await page.goto(`/bills/${BILL}?tab=team`);
    const heard = page.getByRole('list', { name: 'Portal feedback' });
    // The bill page is the heaviest of the app: on a busy machine it takes more than the default wait.
    await expect(heard).toContainText(`Raises our members’ costs ${run}`, { timeout: 30_000 });
    await expect(heard).toContainText(client);
    await page.goto('/portal-settings');
    await expect(page.getByRole('list', { name: 'Access log' })).toContainText(`GET /api/portal/bills/${BILL}`);

    // The guest signs in with a mailed code and sees only what is shared with them: the tag's bills, not the internal
    // tag, and adds a bill to the shared tag, which the account then sees as added by the guest.
    const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guest = await guestContext.newPage();
    await guest.goto('/guest-login');
    const guestAsked = Date.now();
    await guest.getByLabel('E-mail').fill(guestEmail);
    await guest.getByRole('button', { name: 'Send me a code' }).click();
    await guest.getByLabel('Code from the e-mail').fill(await codeMailedTo(guestEmail, guestAsked));
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await expect(guest).not.toHaveURL(/guest-login/);
    await guest.goto('/guest-shared-tags');
    const sharedList = guest.getByRole('list', { name: `Bills of ${tagName}` });
    await expect(sharedList.getByRole('listitem')).toHaveCount(2);
    await expect(guest.getByRole('main')).not.toContainText(internalName);
    await expect(guest.getByRole('main')).not.toContainText('SB 1');
    await shotBoth(guest, 'guest-shared-tags');

    await guest.goto('/guest-track-bills');
    await guest.getByLabel('Bill number or words').fill('SB 2');
    await guest.getByLabel('State', { exact: true }).selectOption('TX');
    await guest.getByRole('button', { name: 'Search' }).click();
    const found = guest.getByRole('list', { name: 'Bills found' });
    await found.getByRole('checkbox', { name: 'Pick TX SB 2' }).first().click();
    await guest.getByRole('button', { name: `Add 1 bill to ${tagName}` }).click();
    await expect(guest.getByText(`Added 1 bill to ${tagName}.`)).toBeVisible();
    await shotBoth(guest, 'guest-track-bills');
    await guest.goto('/guest-upload-track-list');
    await guest.getByLabel('State', { exact: true }).selectOption('TX');
    await guest
      .getByLabel('Track list file')
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('Bill\nHB 3\nHB 999999\n') });
    await expect(guest.getByRole('list', { name: 'Rows of the track list' })).toContainText('No such bill');
    await shotBoth(guest, 'guest-upload-track-list');
    await guestContext.close();

    const tracked = await page.request.get(`/api/tags/tracked-bills?tagIds=${tagId}&pageSize=50`);
    const byGuest = ((await tracked.json()).items as { identifier: string; addedByGuests?: { email: string }[] }[])
      .filter((item) => item.addedByGuests?.some((adder) => adder.email === guestEmail))
      .map((item) => item.identifier);
    expect(byGuest).toEqual(['SB 2']);
  });
});
