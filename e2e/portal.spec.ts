import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// A real bill of the sample data, shared through a tag made for this run; the demo account is an admin.
const BILL = 'TX-892-HB-1';
/** A 96x32 PNG: an amber square and blue bars. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAXklEQVR42u3XoRHAIBBFQXxqoCVKTF00ggaPQMFNyOybL0+tu9S1LCEABCgMqL3PlgECBAgQIED/A8qlTvv+DSBAgAABAgQIECBAgADdDuRZBQQIECBA54AECBCg4AZF8FpzLpzOQQAAAABJRU5ErkJggg==',
  'base64',
);
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e/screenshots/portal-${name}.png`, fullPage });

test.use({ storageState: demoSession });

// The portal is chosen by its subdomain or with ?portal= (SPEC section 2). The journey signs in through ?portal=,
// which works on any host, and opens the subdomain's "/" once (Chromium sends every *.localhost to this machine).
test.describe('portal', () => {
  test('an admin shares a tag and adds a logo, a client signs in on the portal, sees exactly that bill and sends a position the admin sees', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const key = `journey-${run}`;
    const tagName = `Portal journey ${run}`;
    const tag = await page.request.post('/api/tags', { data: { name: tagName, billIds: [BILL] } });
    expect(tag.status()).toBe(201);

    // The admin shares the tag with one client, who signs in with a password.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/portal-settings');
    await page.getByLabel('Portal key').fill(key);
    await page.getByLabel('Name shown to visitors').fill('Journey Coalition');
    await page.getByLabel('Welcome text').fill('The bills we follow for you.');
    await page.getByText(tagName, { exact: true }).click();
    const preview = page.getByRole('complementary', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: 'Journey Coalition' })).toBeVisible();
    await expect(preview.getByText(/^Shares the bills of /)).toContainText(tagName);
    await page.getByRole('radio', { name: 'Listed people, with a password' }).check();
    await page.getByLabel(/People/).fill('client@example.org');
    await page.getByLabel('Password for the people above').fill('journey-pass-1');
    await page.getByRole('button', { name: 'Save portal' }).click();
    await expect(page.getByText('Portal saved.')).toBeVisible();
    // The logo goes to the blob store at once; a file that is not an image is refused with the reason.
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG, GIF or WebP image.');
    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await expect(preview.getByRole('img', { name: 'Journey Coalition logo' })).toBeVisible();
    await shot(page, 'settings-desktop');

    // The client, in a browser of their own, signs in on the portal and sees exactly the shared bill.
    const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const portal = await client.newPage();
    // The portal's own subdomain opens on the portal, not on the public landing page.
    const subdomain = new URL(test.info().project.use.baseURL ?? 'http://localhost:10100');
    subdomain.hostname = `${key}.localhost`;
    await portal.goto(subdomain.href);
    await expect(
      portal.getByTestId('portal-banner').getByRole('img', { name: 'Journey Coalition logo' }),
    ).toBeVisible();
    await portal.goto(`/auth?portal=${key}`);
    await expect(
      portal.getByTestId('portal-banner').getByRole('img', { name: 'Journey Coalition logo' }),
    ).toBeVisible();
    expect(
      await portal
        .getByRole('banner')
        .getByRole('img', { name: 'Journey Coalition logo' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(96);
    await shot(portal, 'sign-in-desktop');
    await portal.getByLabel('E-mail').fill('client@example.org');
    await portal.getByLabel('Password').fill('journey-pass-1');
    await portal.getByRole('button', { name: 'Sign in' }).click();
    const bills = portal.getByRole('list', { name: 'Shared bills' });
    await expect(bills.getByRole('listitem')).toHaveCount(1);
    await expect(bills).toContainText('HB 1');
    await expect(portal.getByTestId('portal-banner')).toContainText('The bills we follow for you.');
    await shot(portal, 'home-desktop');
    await portal.setViewportSize({ width: 375, height: 800 });
    expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(portal, 'home-phone');
    await portal.setViewportSize({ width: 1280, height: 900 });

    await bills.getByRole('link').click();
    await expect(portal).toHaveURL(new RegExp(`/bills/${BILL}\\?portal=${key}`));
    const intake = portal.getByRole('form', { name: 'Your position' });
    await intake.getByText('Oppose', { exact: true }).click();
    await intake.getByRole('radio', { name: 'Impact 4' }).check({ force: true });
    await intake.getByLabel('Comment').fill(`Raises our members’ costs ${run}`);
    await portal.getByRole('button', { name: 'Send my position' }).click();
    await expect(portal.getByText('Thank you: your position was sent.')).toBeVisible();
    await shot(portal, 'bill-desktop');
    await client.close();

    // The admin sees it beside the account's own position, with who and when, and the access in the log.
    await page.goto(`/bills/${BILL}?tab=team`);
    const heard = page.getByRole('list', { name: 'Portal feedback' });
    // The bill page is the heaviest of the app: on a busy machine it takes more than the default wait.
    await expect(heard).toContainText(`Raises our members’ costs ${run}`, { timeout: 30_000 });
    await expect(heard).toContainText('client@example.org');
    await page.goto('/portal-settings');
    await expect(page.getByRole('list', { name: 'Access log' })).toContainText(`GET /api/portal/bills/${BILL}`);
  });
});
