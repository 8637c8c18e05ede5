import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// A real bill of the sample data (the demo account subscribes to every state).
const BILL_ID = 'TX-892-HB-1';
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/tags-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('tags', () => {
  test('create a tag on /tracks, track a bill with it from its page, see the count, rename, delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/tracks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    const name = `Youth camps ${Date.now().toString(36)}`;

    // Create the tag in the dialog, with a colour from the palette and a description.
    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radio', { name: 'Green' }).check();
    await dialog.getByLabel('Description').fill('Camp safety and licensing bills');
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem', { name });
    await expect(card.getByRole('link', { name: `0 bills tagged ${name}` })).toBeVisible();
    await expect(card.getByText('Camp safety and licensing bills')).toBeVisible();

    // Track the sample bill with it from the bill page's picker.
    await page.goto(`/bills/${BILL_ID}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('HB 1');
    // The demo account may already track the bill with other tags: the button then reads "Tracked".
    await page.getByRole('button', { name: /^(Track this bill|Tracked with .*; change tags)$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Tags of this bill' });
    await picker.getByRole('checkbox', { name }).click();
    await expect(picker.getByRole('checkbox', { name })).toBeChecked();
    await expect(page.getByRole('button', { name: new RegExp(`^Tracked with .*${name}`) })).toBeVisible();
    await shot(page, 'picker-desktop');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    // The server agrees: the bill carries the tag, and alerts are on for the demo user.
    const billTags = await (await page.request.get(`/api/tags/bills/${BILL_ID}`)).json();
    expect(billTags.data.map((tag: { name: string }) => tag.name)).toContain(name);

    // Back on /tracks the count is 1 and links to the tracked bills filtered by the tag.
    await page.goto('/tracks');
    const tracked = page.getByRole('listitem', { name }).getByRole('link', { name: `1 bill tagged ${name}` });
    await expect(tracked).toBeVisible();
    await expect(tracked).toHaveAttribute('href', /\/track-bills\?tagIds=\d+$/);
    await shot(page, 'tracks-desktop', true);

    // Phone layout: the page and the picker at 375 px.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole('listitem', { name })).toBeVisible();
    await shot(page, 'tracks-phone', true);
    await page.goto(`/bills/${BILL_ID}`);
    await page.getByRole('button', { name: new RegExp(`^Tracked with .*${name}`) }).click();
    await expect(page.getByRole('dialog', { name: 'Tags of this bill' }).getByRole('checkbox', { name })).toBeChecked();
    await shot(page, 'picker-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Rename it.
    await page.goto('/tracks');
    const renamed = `${name} renamed`;
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tag' });
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    // Delete it, after a confirmation that says what it untracks.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
    await expect(confirm.getByText(/This untracks 1 bill tagged with it/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
    const after = await (await page.request.get(`/api/tags/bills/${BILL_ID}`)).json();
    expect(after.data.map((tag: { name: string }) => tag.name)).not.toContain(renamed);
  });
});
