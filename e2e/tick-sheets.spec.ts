import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// CO 2025B HB 1001 of the sample: referred to the Senate Appropriations committee (seven members in the data),
// then passed the Senate 23-12, so the sheet lists the committee and compares it with that roll call.
const BILL = 'CO-251-HB-1001';
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/tick-sheet-${name}.png`, fullPage });

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('member tick sheet', () => {
  test('open a bill’s tick sheet, mark stances, see the whip count change, filter and export', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, `/bills/${BILL}`);
    await page.getByRole('link', { name: 'Tick sheet', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bills/${BILL}/member-tick-sheet$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Member tick sheet: HB 1001' })).toBeVisible();
    await expect(page.getByText('Senate Appropriations', { exact: true })).toBeVisible();

    const table = page.getByRole('table', { name: /Members of Senate Appropriations/ });
    await expect(table.getByTestId('tick-row')).toHaveCount(7);
    // A run before this one on the same server left its stances: start both members from unknown.
    let reset = false;
    for (const name of ['Judy Amabile', 'Barbara Kirkmeyer']) {
      const stance = table.getByRole('combobox', { name: `Stance of ${name}` });
      if ((await stance.inputValue()) !== 'unknown') {
        const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && response.ok());
        await stance.selectOption('unknown');
        await saved;
        reset = true;
      }
    }
    if (reset) {
      await page.reload();
      await expect(table.getByTestId('tick-row')).toHaveCount(7);
    }
    const yesBefore = await count(page, 'likely-yes');
    const noBefore = await count(page, 'likely-no');

    await table.getByRole('combobox', { name: 'Stance of Judy Amabile' }).selectOption('yes');
    await expect(page.getByTestId('likely-yes')).toHaveText(String(yesBefore + 1));
    // The keyboard works too: focus the select and step down with the arrow keys (Yes -> Lean yes -> Undecided ...).
    const kirkmeyer = table.getByRole('combobox', { name: 'Stance of Barbara Kirkmeyer' });
    await kirkmeyer.selectOption('lean_no');
    await kirkmeyer.focus();
    await page.keyboard.press('ArrowDown');
    await expect(kirkmeyer).toHaveValue('no');
    await expect(page.getByTestId('likely-no')).toHaveText(String(noBefore + 1));
    const note = table.getByRole('textbox', { name: 'Note on Judy Amabile' });
    await note.fill('Supports after the fiscal note');
    await note.press('Enter');

    // The marks were saved: a reload shows them and the comparison with the Senate vote.
    await page.reload();
    await expect(table.getByRole('combobox', { name: 'Stance of Judy Amabile' })).toHaveValue('yes');
    await expect(table.getByRole('textbox', { name: 'Note on Judy Amabile' })).toHaveValue(
      'Supports after the fiscal note',
    );
    const comparison = page.getByRole('region', { name: 'Predicted against the actual vote' });
    await expect(comparison).toContainText('Floor vote on Aug 25, 2025: “Final passage”');
    await expect(table.getByRole('row', { name: /Judy Amabile/ })).toContainText('Borne out');
    await shot(page, 'desktop', true);

    // Filter by stance (kept in the URL).
    await page.getByRole('combobox', { name: 'Stance', exact: true }).selectOption('yes');
    await expect(page).toHaveURL(/stance=yes/);
    await expect(table.getByTestId('tick-row')).toHaveCount(await count(page, 'count-yes'));

    // Export.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`tick-sheet-${BILL}.csv`);
  });

  test('the tick sheet on a phone @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSignedIn(page, `/bills/${BILL}/member-tick-sheet`);
    await expect(page.getByRole('heading', { level: 1, name: 'Member tick sheet: HB 1001' })).toBeVisible();
    const cards = page.getByRole('list', { name: /Members of Senate Appropriations/ });
    await expect(cards.getByTestId('tick-card')).toHaveCount(7);
    // Start from undecided (the desktop run may have marked him already), then lean yes adds one likely yes.
    const bridges = cards.getByRole('combobox', { name: 'Stance of Jeff Bridges' });
    await bridges.selectOption('undecided');
    await expect(page.getByTestId('count-undecided')).not.toHaveText('0');
    const before = await count(page, 'likely-yes');
    await bridges.selectOption('lean_yes');
    await expect(page.getByTestId('likely-yes')).toHaveText(String(before + 1));
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'phone', true);
  });
});

test.describe('relationships', () => {
  test('record who knows a legislator on the member page’s Team tab, change it and delete it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Judy Amabile, Colorado senator (also on HB 1001's tick sheet above).
    const member = encodeURIComponent('ocd-person/829879ea-a9a3-42b6-8f5f-d209b1cc961d');
    await openSignedIn(page, `/members/${member}?tab=team`);
    const panel = page.getByRole('region', { name: 'Who on your team knows them' });
    await expect(panel).toBeVisible();
    // Start clean whatever an earlier run left.
    for (const remove of await panel.getByRole('button', { name: /^Delete .*relationship$/ }).all()) {
      await remove.click();
      await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    }
    await expect(panel.getByText('Nobody on your team has recorded knowing them')).toBeVisible();

    await panel.getByRole('button', { name: 'Add relationship' }).click();
    const form = panel.getByRole('form', { name: 'Add relationship' });
    await form.getByLabel('Strength').selectOption('4');
    await form.getByLabel('Last contact').fill('2026-11-20');
    await form.getByLabel('Notes').fill('Met at the water forum');
    await form.getByRole('button', { name: 'Add relationship' }).click();
    const list = panel.getByRole('list', { name: 'Relationships with Judy Amabile' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('4/5 · Strong');
    await expect(list).toContainText('Last contact Nov 20, 2026');
    await expect(list).toContainText('Met at the water forum');
    await expect(page.getByRole('region', { name: 'Campaign contributions (public data)' })).toContainText(
      'No campaign committee in the campaign-finance data matches Judy Amabile (Colorado).',
    );
    await page.screenshot({ path: 'e2e/screenshots/tick-sheet-relationships-desktop.png', fullPage: true });

    await list.getByRole('button', { name: /^Edit .*relationship$/ }).click();
    const edit = panel.getByRole('form', { name: 'Save relationship' });
    await edit.getByLabel('Strength').selectOption('2');
    await edit.getByRole('button', { name: 'Save relationship' }).click();
    await expect(list).toContainText('2/5 · Acquainted');

    await list.getByRole('button', { name: /^Delete .*relationship$/ }).click();
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(panel.getByText('Nobody on your team has recorded knowing them')).toBeVisible();
  });
});
