import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real people of the sample data: Morgan Meyer (TX House 108) sponsored TX 892 HB 1 and SB 1.
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/members-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('members', () => {
  test('find a member, open the profile, follow a sponsored bill; contact sheet; phone layout', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    // The directory follows the app's state. Earlier journeys may have left the demo user on another state (the
    // choice is kept in their settings); this one is about Texas.
    await page.getByRole('banner').getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
    await expect(page.getByText(/^Legislators of Texas/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^\d+ members?$/)).toBeVisible();

    // Filter to the House in the URL, then search by name.
    const house = page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'House' });
    // A click, not check(): the radio is checked once the URL changes, a moment after the click.
    await house.click();
    await expect(page).toHaveURL(/chamber=lower/);
    await expect(house).toBeChecked();
    await page.getByLabel('Name or district').fill('Meyer');
    await page.getByLabel('Name or district').press('Enter');
    await expect(page).toHaveURL(/q=Meyer/);
    const meyer = list.getByRole('link', { name: 'Morgan Meyer' });
    await expect(meyer).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Morgan Meyer' })).toContainText('District 108');
    await shot(page, 'directory-desktop');

    // Export the list.
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^members-tx-\d{4}-\d{2}-\d{2}\.csv$/);

    // The profile: offices, then the bills he sponsored.
    await meyer.click();
    await expect(page.getByRole('heading', { level: 1, name: /Morgan Meyer/ })).toBeVisible();
    await expect(page.getByText(/Texas · House · District 108/)).toBeVisible();
    await expect(page.getByText('Offices and contacts')).toBeVisible();
    await shot(page, 'profile-desktop');
    await page.getByRole('tab', { name: /Bills/ }).click();
    await expect(page).toHaveURL(/tab=bills/);
    const authored = page.getByRole('region', { name: /Authored/ });
    await expect(authored.getByRole('link', { name: 'HB 1', exact: true })).toBeVisible();
    await shot(page, 'profile-bills-desktop');
    await page.getByRole('tab', { name: /Votes/ }).click();
    await expect(page.getByText(/Roll calls|No roll calls/).first()).toBeVisible();
    await page.getByRole('tab', { name: /Bills/ }).click();
    await authored.getByRole('link', { name: 'HB 1', exact: true }).click();
    await expect(page).toHaveURL(/\/bills\/TX-892-HB-1$/);
    await expect(page.getByRole('heading', { level: 1, name: /HB 1/ })).toBeVisible();

    // Back to the profile, with the tab kept in the URL.
    await page.goBack();
    await expect(page).toHaveURL(/tab=bills/);

    // A roll-call member: CO senator Jessie Danielson. The API tests hand-count her record on three bills; here
    // the whole sample is loaded, so the page must show what the API computes.
    const found = await (await page.request.get('/api/members?stateCode=CO&searchTerm=Danielson')).json();
    const danielson = found.data[0].id as string;
    const record = (await (await page.request.get(`/api/members/${encodeURIComponent(danielson)}`)).json())
      .votingRecord;
    expect(record.rollCalls).toBeGreaterThanOrEqual(8);
    await page.goto(`/members/${encodeURIComponent(danielson)}?tab=votes`);
    await expect(
      page.getByText(`${record.votesWithParty} of ${record.partyLineRollCalls} party-line votes`),
    ).toBeVisible();
    await expect(page.getByText(`${record.yes} / ${record.no}`)).toBeVisible();
    // The avatar (no photo cached on a closed network) is a real image: it has a width once loaded.
    const photo = page.locator('main img[src^="/api/member-images/"]').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await shot(page, 'votes-desktop');

    // The contact sheet of the Texas Senate.
    await page.goto('/member-contacts?chamber=upper');
    await expect(page.getByRole('heading', { level: 1, name: 'Member contacts' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/Texas · Senate · \d+ members/)).toBeVisible();
    await shot(page, 'contacts-desktop');

    // Phones: the directory and the profile at 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/members?q=Meyer');
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Morgan Meyer' })).toBeVisible();
    await shot(page, 'directory-phone');
    await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Morgan Meyer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Morgan Meyer/ })).toBeVisible();
    await shot(page, 'profile-phone', true);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // On a phone the contact sheet is a list of cards: nothing scrolls sideways.
    await page.goto('/member-contacts?chamber=upper');
    await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await shot(page, 'contacts-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
