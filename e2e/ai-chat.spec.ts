import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// A real Texas bill of the sample data (HB 1, youth camp emergency plans); the app starts on a fresh database with
// the demo account. No model is configured, so answers are extractive.
const BILL = 'TX-892-HB-1';
const shotDir = process.env.SHOTS_DIR ?? 'e2e/screenshots';
/** A screenshot once the side panel's slide-in has finished. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${shotDir}/ai-chat-${name}.png` });
}

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('ask AI about a bill', () => {
  test('ask a question about a TX bill, read the cited answer as it streams, follow a citation to the passage', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, `/bills/${BILL}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /HB 1/ })).toBeVisible();

    await page.getByRole('button', { name: 'Ask AI' }).click();
    const panel = page.getByRole('dialog', { name: 'Ask AI about TX HB 1' });
    await expect(panel).toBeVisible();
    // The conversation (a fresh user's prompt, or on a retry against the same server the earlier exchange).
    await expect(panel.getByRole('log', { name: 'Conversation' })).toBeVisible();

    const question = 'When must the operator resubmit an emergency plan the department found deficient?';
    await panel.getByRole('textbox', { name: 'Your question about TX HB 1' }).fill(question);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('log', { name: 'Conversation' }).getByText(question)).toBeVisible();
    await expect(panel.getByText(/^Extractive answer:/)).toBeVisible();
    await expect(panel.getByText(/45th day/).first()).toBeVisible();
    const sources = panel.getByRole('list', { name: 'Sources' }).last();
    await expect(sources.getByRole('link').first()).toContainText('TX HB 1, ');
    await shot(page, 'answer-1280');

    // Follow the first citation: the Text tab opens on the cited version with the passage marked.
    await panel
      .getByRole('link', { name: /^Source 1: TX HB 1, / })
      .first()
      .click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/tab=text&version=\d+&passage=\d+-\d+/);
    const mark = page.locator('article mark[data-passage]').first();
    await expect(mark).toBeVisible();
    await expect(page.locator('article mark[data-passage]')).toContainText([/.+/]);
    const marked = (await page.locator('article mark[data-passage]').allInnerTexts()).join(' ');
    expect(marked).toMatch(/resubmit|deficien|45th day/);
    await shot(page, 'passage-1280');

    // The question stays in the bill's conversation, also with the keyboard: Tab to the button, Enter to open.
    await page.getByRole('button', { name: 'Ask AI' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(question)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Phone width: the panel takes the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await expect(panel.getByText(question)).toBeVisible();
    await shot(page, 'answer-375');
  });
});
