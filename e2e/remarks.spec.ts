import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// A real bill of the sample data; the app starts on a fresh database with the demo account (an admin).
const BILL = 'TX-892-HB-1';
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e/screenshots/remarks-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('positions and remarks', () => {
  test('take and change a position, read its history, add team and private remarks, find one on /remarks', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, `/bills/${BILL}?tab=team`);
    await expect(
      page.getByRole('tablist', { name: 'Bill sections' }).getByRole('tab', { name: 'Team', selected: true }),
    ).toBeVisible();

    // Take a position with a note. The demo data may already hold one for this bill: the journey changes whatever is
    // there, and counts the history from what it finds.
    const own = page.getByRole('region', { name: 'Account position' });
    await expect(own.getByText(/^(Set by .+|No position taken yet)$/)).toBeVisible();
    const historyToggle = page.getByText(/^History \(\d+\)$/);
    const historyBefore =
      (await historyToggle.count()) === 0 ? 0 : Number(/\d+/.exec(await historyToggle.innerText())?.[0]);
    await own.getByText('Neutral', { exact: true }).click();
    await own.getByRole('textbox', { name: /Note on the position/ }).fill('Waiting for the committee substitute');
    await own.getByRole('button', { name: /^(Take position|Save change)$/ }).click();
    await expect(page.getByText(`History (${historyBefore + 1})`)).toBeVisible();
    await expect(own.getByText(/^Set by Dana Demo · /)).toBeVisible();
    await expect(own.getByRole('radio', { name: 'Neutral' })).toBeChecked();

    // Change it with the keyboard: arrow keys move the choice.
    await own.getByRole('radio', { name: 'Neutral' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(own.getByRole('radio', { name: 'Monitor' })).toBeChecked();
    await own
      .getByRole('textbox', { name: /Note on the position/ })
      .fill('Section 2 was amended; watch the floor vote');
    await own.getByRole('button', { name: 'Save change' }).click();
    await expect(page.getByText(`History (${historyBefore + 2})`)).toBeVisible();

    // The history keeps both changes, newest first, with who made them.
    await page.getByText(`History (${historyBefore + 2})`).click();
    const changes = page.getByRole('list', { name: 'Position history' }).getByRole('listitem');
    await expect(changes).toHaveCount(historyBefore + 2);
    await expect(changes.first()).toContainText('Neutral → Monitor');
    await expect(changes.first()).toContainText('Section 2 was amended; watch the floor vote');
    await expect(changes.first()).toContainText('Dana Demo');
    await expect(changes.nth(1)).toContainText(/(Took Neutral|→ Neutral)/);

    // A team remark, then a private one; each tab says who sees it.
    await expect(page.getByText(/Your team only/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'New team remark' })
      .fill('Call the chair before Tuesday’s hearing on the levee money');
    await page.getByRole('button', { name: 'Add remark' }).click();
    await expect(page.getByRole('list', { name: 'Team only remarks' })).toContainText(
      'Call the chair before Tuesday’s hearing',
    );

    await page.getByRole('tab', { name: 'Private' }).click();
    await expect(page.getByText('Only you.')).toBeVisible();
    await page.getByRole('textbox', { name: 'New private remark' }).fill('I doubt the votes are there');
    await page.getByRole('button', { name: 'Add remark' }).click();
    await expect(page.getByRole('list', { name: 'Private remarks' })).toContainText('I doubt the votes are there');
    await shot(page, 'team-tab-desktop');

    // Find the team remark on /remarks by a word in it, and follow the link back to the bill.
    await page.goto('/remarks');
    await expect(page.getByRole('heading', { level: 1, name: 'Remarks' })).toBeVisible();
    await expect(page.getByText(/^\d+ remarks?$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search remarks' }).fill('levees');
    await page.getByRole('searchbox', { name: 'Search remarks' }).press('Enter');
    await expect(page).toHaveURL(/q=levees/);
    const results = page.getByRole('list', { name: 'Remarks found' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.locator('mark')).toHaveText('levee');
    // A click, not check(): the radio follows the URL, so it is checked a moment after the click.
    const teamOnly = page.getByRole('complementary', { name: 'Filters' }).getByLabel(/^Team only/);
    await teamOnly.click();
    await expect(page).toHaveURL(/kind=account/);
    await expect(teamOnly).toBeChecked();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await shot(page, 'search-desktop');

    // The filters survive a reload; the private note is found under its own kind.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search remarks' })).toHaveValue('levees');
    await page.goto('/remarks?kind=personal');
    await expect(page.getByRole('list', { name: 'Remarks found' })).toContainText('I doubt the votes are there');

    // Phone layout: filters behind a button, results readable.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/remarks?q=levee');
    await expect(page.getByRole('list', { name: 'Remarks found' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    await shot(page, 'search-phone');
    await page.getByRole('list', { name: 'Remarks found' }).getByRole('link', { name: /HB 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/bills/${BILL}`));
    await page.getByRole('tablist', { name: 'Bill sections' }).getByRole('tab', { name: 'Team' }).click();
    await expect(
      page.getByRole('region', { name: 'Account position' }).getByRole('radio', { name: 'Monitor' }),
    ).toBeChecked();
    await shot(page, 'team-tab-phone');
  });
});
