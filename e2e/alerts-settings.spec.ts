import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// A real bill of the sample data; the demo user is the admin of the demo account.
const BILL_ID = 'TX-892-HB-1';
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `e2e/screenshots/alerts-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('alert settings', () => {
  test('set an alert on a bill, set channel preferences, add a webhook and see it listed', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });

    // 1. An alert on a sample bill with chosen event kinds.
    await openSignedIn(page, `/bills/${BILL_ID}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('HB 1');
    // Tracking a bill may already have set an alert (the tags slice adds one): start from whatever is there.
    await page.getByRole('button', { name: /^Alerts/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Alerts on this bill' });
    await dialog.getByRole('checkbox', { name: 'Alert me about this bill' }).check();
    await dialog.getByRole('radio', { name: 'Only these events' }).check();
    const summary = dialog.getByRole('region', { name: 'What you will get' });
    for (const kind of [
      'New action',
      'New version',
      'Vote',
      'Status change',
      'Hearing scheduled',
      'Hearing moved',
      'Mentioned in a hearing',
    ]) {
      await dialog.getByRole('checkbox', { name: kind, exact: true }).uncheck();
    }
    // No event ticked: the summary says the alert would never fire instead of listing every event.
    await expect(
      summary.getByText(/No event is ticked under “Only these events”: this alert would never fire/),
    ).toBeVisible();
    await expect(summary.getByText(/You will get/)).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Vote', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Status change', exact: true }).check();
    // E-mail only, on a server without a mail server: it can never fire, and Save says so.
    await dialog.getByRole('radio', { name: 'Only these channels' }).check();
    await dialog.getByRole('checkbox', { name: 'E-mail', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'In-app', exact: true }).uncheck();
    await expect(summary.getByText(/^This alert can never fire/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This alert can never fire');
    await dialog.getByRole('radio', { name: 'Every channel switched on in my settings' }).check();
    await expect(summary.getByText('You will get: In-app')).toBeVisible();
    await expect(summary.getByText('Vote: In-app')).toBeVisible();
    // This server has no mail server: the dialog says so rather than promising e-mails.
    await expect(summary.getByText('E-mail alerts are off: this server has no mail server (SMTP_URL).')).toBeVisible();
    await shot(page, 'bill-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Alerts on; change alerts' })).toBeVisible();

    // Stored: a reload shows the same choice, and the API answers it.
    await page.reload();
    await page.getByRole('button', { name: 'Alerts on; change alerts' }).click();
    dialog = page.getByRole('dialog', { name: 'Alerts on this bill' });
    await expect(dialog.getByRole('checkbox', { name: 'Vote' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Status change' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'New action' })).not.toBeChecked();
    const stored = await (await page.request.get(`/api/bill-alerts?billId=${BILL_ID}`)).json();
    expect(stored).toMatchObject({ enabled: true, eventKinds: ['new_vote', 'status_change'], channels: [] });
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'bill-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // 2. Channel preferences in /user-settings.
    await page.goto('/user-settings');
    const matrix = page.getByRole('table', { name: 'Events by channel' });
    await expect(matrix).toBeVisible();
    await expect(page.getByText('E-mail alerts are off: this server has no mail server (SMTP_URL).')).toBeVisible();
    await expect(matrix.getByRole('checkbox', { name: 'E-mail alerts on' })).toBeDisabled();
    const cell = matrix.getByRole('checkbox', { name: 'Hearing moved by In-app' });
    await expect(cell).toBeChecked();
    await cell.focus();
    await page.keyboard.press('Space');
    await expect(cell).not.toBeChecked();
    await page.getByRole('radio', { name: /Daily digest/ }).check();
    const phone = page.getByRole('textbox', { name: 'Phone for text messages' });
    await phone.fill('512 555');
    await page.getByRole('button', { name: 'Save phone' }).click();
    await expect(page.getByText('phone must be in international form, such as +15125550100')).toBeVisible();
    await phone.fill('+15125550100');
    await page.getByRole('button', { name: 'Save phone' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Events by channel' }).getByRole('checkbox', { name: 'Hearing moved by In-app' }),
    ).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Phone for text messages' })).toHaveValue('+15125550100');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    const settings = await (await page.request.get('/api/user-settings')).json();
    expect(settings.notifications).toMatchObject({
      emailDelivery: 'daily',
      phone: '+15125550100',
      timeZone: 'America/New_York',
    });
    expect(settings.notifications.inAppKinds).not.toContain('hearing_moved');
    await page.getByRole('table', { name: 'Events by channel' }).scrollIntoViewIfNeeded();
    await shot(page, 'preferences-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Events by channel' }).scrollIntoViewIfNeeded();
    await shot(page, 'preferences-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 3. A webhook for the account on /accounts (admins).
    await page.goto('/accounts');
    const name = `Team Slack ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'URL' }).fill('http://localhost:9/hook');
    await form.getByRole('combobox', { name: 'Format' }).selectOption('slack');
    await form.getByRole('checkbox', { name: 'Vote' }).click();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(added.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
    await added.getByRole('button', { name: 'Done' }).click();
    const item = page.getByRole('listitem', { name });
    await expect(item.getByText('Slack', { exact: true })).toBeVisible();
    await expect(item.getByText('http://localhost:9/hook')).toBeVisible();

    await item.getByRole('button', { name: 'Send test' }).click();
    await expect(item.getByRole('table')).toBeVisible();
    await expect(item.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(item.getByRole('table').getByText('test', { exact: true })).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'webhooks-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'webhooks-phone');
  });
});
