import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The demo user's signed-in session (its cookie), stored once per run by demo-session.setup.ts. A journey that is not
 * about signing in starts from it with `test.use({ storageState: demoSession })`; openSignedIn (below) then finds
 * the page already open and skips the login form, which it still fills in when the session is missing.
 */
export const demoSession = fileURLToPath(new URL('../test-results/demo-session.json', import.meta.url));

/**
 * Opens `path` as the demo user: with the stored session the page is simply open; without it (a journey run alone
 * without the setup project) the login form is filled in, and the helper waits until the page is back at `path`.
 */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('button', { name: 'Login' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(login.or(heading).first()).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await login.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expect(heading).toBeVisible();
  }
}
