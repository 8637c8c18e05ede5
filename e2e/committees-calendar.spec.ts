import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real committees and hearings of the sample data: NY Senate Energy and Telecommunications (chair Kevin Parker,
// meetings in February 2017) and SD Senate Judiciary's hearing of 25 January 2024 (SB 90 on its agenda).
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/committees-calendar-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('committees and calendar', () => {
  test('open a committee, its members and a hearing; the calendar’s views, an event of mine, the feed link', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Committees of New York, searched by name through the URL's filters.
    await openSignedIn(page, '/committees?state=NY');
    await expect(page.getByRole('heading', { level: 1, name: 'Committees' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Committee name' }).fill('Telecom');
    await page.getByRole('searchbox', { name: 'Committee name' }).press('Enter');
    await expect(page).toHaveURL(/q=Telecom/);
    await page.getByLabel('Sort by').selectOption('members');
    await expect(page).toHaveURL(/sort=members&order=desc/);
    const row = page.getByRole('list', { name: 'Committees' }).getByRole('listitem').first();
    await expect(row).toContainText('Chair: Kevin Parker');
    await shot(page, 'list-desktop');
    await row.getByRole('link', { name: 'Energy and Telecommunications' }).click();

    // Members by role, linked to their pages; then the hearings.
    await expect(page.getByRole('heading', { level: 1, name: 'Energy and Telecommunications' })).toBeVisible();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem').first()).toContainText('chair');
    await expect(members.getByRole('link', { name: 'Kevin Parker' })).toHaveAttribute('href', /^\/members\/ocd-person/);
    await shot(page, 'committee-desktop');
    await page.getByRole('tab', { name: /Hearings/ }).click();
    await expect(page).toHaveURL(/tab=hearings/);
    const hearing = page.getByRole('link', { name: 'Tue, Feb 7, 2017, 9:30 AM EST' });
    await expect(hearing).toBeVisible();

    // The calendar at that hearing's day opens from it; then SD in January 2024.
    await hearing.click();
    await expect(page).toHaveURL(/\/calendar\?view=agenda&date=2017-02-07&states=NY/);
    await expect(page.getByRole('article', { name: 'Senate Energy and Telecommunications Committee' })).toBeVisible();

    await page.goto('/calendar?states=SD&date=2024-01-25&view=month');
    await expect(page.getByRole('heading', { name: 'January 2024' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Senate Judiciary/ }).first()).toBeVisible();
    await shot(page, 'month-desktop');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page.getByRole('heading', { name: 'Week of Jan 21, 2024' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Week' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Thu, Jan 25' }) })
      .getByRole('button', { name: /7:45 AM Senate Judiciary/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: /^SB 90/ })).toHaveAttribute('href', '/bills/SD-24R-SB-90');
    await expect(dialog).toContainText('Thu, Jan 25, 2024, 7:45 AM CST');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Agenda', exact: true }).click();
    await expect(page).toHaveURL(/view=agenda/);
    const judiciary = page.getByRole('article', { name: 'Senate Judiciary' }).first();
    await expect(judiciary.getByRole('link', { name: /^SB 90/ })).toBeVisible();
    // SD's hearings only name their committee; the calendar links it all the same.
    await expect(judiciary.getByRole('link', { name: 'Senate Judiciary', exact: true })).toHaveAttribute(
      'href',
      /^\/committees\/ocd-organization/,
    );

    // Add an event of mine on that day; it shows in the agenda and can be deleted again.
    const title = `Meet the Judiciary chair ${Date.now()}`;
    await page.getByRole('button', { name: 'Add event' }).click();
    const form = page.getByRole('dialog', { name: 'Add an event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Starts').fill('2024-01-25T15:30');
    await form.getByLabel('Location').fill('Capitol cafeteria');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const mine = page.getByRole('article', { name: title });
    await expect(mine).toContainText('Capitol cafeteria');
    await expect(mine).toContainText('My event');
    await shot(page, 'agenda-desktop');

    // Subscribe: a feed of this view, its link copied; the feed answers text/calendar without a cookie.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const feedLink = page.getByRole('textbox', { name: 'Feed link' });
    await expect(feedLink).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copy feed link' }).click();
    await expect(page.getByRole('button', { name: 'Copy feed link' })).toContainText('Copied');
    const url = await feedLink.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await page.request.fetch(new URL(url).pathname, { headers: { cookie: '' } });
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20240125T074500');
    expect(ics).toContain(title);
    await page.keyboard.press('Escape');

    // Phone: the agenda is the default view.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/calendar?states=SD&date=2024-01-25');
    await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await shot(page, 'agenda-phone');
    await page.getByRole('article', { name: title }).getByRole('button', { name: /Edit/ }).click();
    await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: title })).toBeHidden();

    await page.goto(`/committees/${encodeURIComponent('ocd-organization/f7c0a438-f8e7-4744-aabb-f0ebd51b1466')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Energy and Telecommunications' })).toBeVisible();
    await shot(page, 'committee-phone');
  });

  test('an empty month says so, and offers the nearest hearings and the states that have some', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Texas has no hearings in the sample: the month says so and lists the states that have some.
    await openSignedIn(page, '/calendar?states=TX&view=month&date=2026-12-01');
    const empty = page.getByRole('status', { name: 'No hearings in this view' });
    await expect(empty.getByText('No hearings in December 2026')).toBeVisible();
    await expect(
      empty.getByText('Texas has no hearings or floor sessions of the chosen types loaded at all.'),
    ).toBeVisible();
    const southDakota = empty.getByRole('button', { name: /^South Dakota · [\d,]+ events · Jan \d+ – \w+ \d+, 2024$/ });
    await expect(southDakota).toBeVisible();
    await shot(page, 'empty-month-desktop', true);
    await southDakota.click();
    await expect(page).toHaveURL(/states=SD/);
    await expect(empty).toBeHidden();
    await expect(page.getByRole('heading', { name: /^[A-Z][a-z]+ 2024$/ })).toBeVisible();

    // On a phone (the agenda): SD after its session offers the nearest earlier day, which opens with its hearings.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/calendar?states=SD&date=2026-12-01');
    await expect(empty.getByText(/The nearest:/)).toBeVisible();
    await shot(page, 'empty-agenda-phone', true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await empty.getByRole('button', { name: /^Before: / }).click();
    await expect(page).toHaveURL(/date=2024-/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
