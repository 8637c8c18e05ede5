import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// The demo account (analyst portal on) has Dana Demo (admin) and Andy Analyst (demo-analyst / demo1234).
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/tasks-${name}.png`, fullPage });
const doneTile = (page: Page) => page.getByRole('definition').and(page.locator('[data-metric="Done"]')).first();

test.use({ storageState: demoSession });

test.describe('tasks', () => {
  test('a manager makes a team and assigns a task on a bill; the analyst notes, attaches, completes; metrics move', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/analyst-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Analyst Portal' })).toBeVisible();
    await expect(doneTile(page)).toHaveText(/^\d+$/);
    const doneBefore = Number(await doneTile(page).textContent());

    // A team with the analyst in it.
    const teamForm = page.getByRole('form', { name: 'Create a team' });
    await teamForm.getByLabel('New team name').fill(`Energy desk ${run}`);
    await teamForm.getByLabel('Andy Analyst').click();
    await teamForm.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByRole('link', { name: `Energy desk ${run}` })).toBeVisible();
    await shot(page, 'portal-desktop', true);

    // A task on a bill, for the analyst.
    await page.goto('/tasks/new?billId=TX-892-HB-1');
    const form = page.getByRole('form', { name: 'New task' });
    await form.getByLabel('Title').fill(`Prepare testimony ${run}`);
    await form.getByLabel('Assignee').selectOption({ label: 'Andy Analyst' });
    await form.getByLabel('Team').selectOption({ label: `Energy desk ${run}` });
    await expect(form.getByLabel('Bills')).toHaveValue('TX-892-HB-1');
    await form.getByRole('button', { name: 'Create task' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Prepare testimony ${run}` })).toBeVisible();
    const taskUrl = new URL(page.url()).pathname;
    expect(taskUrl).toMatch(/^\/tasks\/\d+$/);
    await expect(page.getByText('Assigned to Andy Analyst')).toBeVisible();

    // The analyst, in a session of their own: a note, a file, done.
    const analystContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const analyst = await analystContext.newPage();
    await analyst.goto(taskUrl);
    await analyst.getByLabel('Username').fill('demo-analyst');
    await analyst.getByLabel('Password').fill('demo1234');
    await analyst.getByRole('button', { name: 'Login' }).click();
    await expect(analyst.getByRole('heading', { level: 1, name: `Prepare testimony ${run}` })).toBeVisible();
    await analyst.getByLabel('Add a note').fill('Spoke with the chair’s office: hearing likely next week.');
    await analyst.getByRole('button', { name: 'Add note' }).click();
    await expect(analyst.getByRole('paragraph').filter({ hasText: 'Spoke with the chair’s office' })).toBeVisible();
    await analyst.getByLabel('Attach a file').setInputFiles({
      name: `testimony-${run}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('Chair, members: thank you for the chance to testify.'),
    });
    await expect(analyst.getByRole('link', { name: `testimony-${run}.txt` })).toBeVisible();
    await analyst.getByRole('button', { name: 'Mark done' }).click();
    await expect(analyst.getByLabel('Status')).toHaveValue('done');
    await shot(analyst, 'task-desktop', true);
    await analystContext.close();

    // The manager sees the work counted.
    await page.goto('/analyst-portal');
    await expect(doneTile(page)).toHaveText(String(doneBefore + 1));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(taskUrl);
    await expect(page.getByRole('paragraph').filter({ hasText: 'Spoke with the chair’s office' })).toBeVisible();
    await shot(page, 'task-phone', true);
    await page.goto('/analyst-portal');
    await expect(doneTile(page)).toBeVisible();
    await shot(page, 'portal-phone', true);
  });
});
