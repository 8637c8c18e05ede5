import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('the landing route renders the public site @phone', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every Bill. Every Impact. One Platform.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      '/demo-signup',
    );
    await expect(page.getByText('© 2025 Statehouse. All rights reserved.')).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/foundation-landing-${testInfo.project.name}.png`, fullPage: true });
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Statehouse');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every Bill. Every Impact. One Platform.' }),
    ).toBeVisible();
  });

  test('?portal= selects the portal route set', async ({ page }) => {
    // The portal's own layout and home: no account has set up a portal called acme, and the page says so.
    await page.goto('/?portal=acme');
    await expect(page.getByRole('heading', { name: 'No such portal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal home' })).toHaveAttribute('href', '/?portal=acme');
    await page.screenshot({ path: 'e2e/screenshots/foundation-portal.png' });

    // The main set's screens do not exist in the portal set.
    await page.goto('/dashboard?portal=acme');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the API answers beside the web app on the same origin, from embedded PostgreSQL', async ({ request }) => {
    const status = await request.get('/api/status');
    expect(status.ok()).toBe(true);
    // The run waits for the sample to be fully loaded (playwright.config.ts, decision 080).
    expect(await status.json()).toMatchObject({ status: 'ok', database: 'pglite', ready: true, loading: null });

    const docs = await request.get('/api/docs/json');
    expect((await docs.json()).paths['/api/status']).toBeDefined();

    const unknown = await request.get('/api/no-such-call');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
