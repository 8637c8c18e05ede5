import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The signed-in app header: every control and every menu it opens has an accessible name, and axe-core
// finds no serious or critical violation in the header or in an open menu, on a desktop and on a phone.

async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
}

/** Buttons and links in the header whose accessible name is empty (axe checks this too; this names them). */
async function unnamedControls(page: Page) {
  const banner = page.getByRole('banner');
  const unnamed: string[] = [];
  for (const control of await banner.locator('button, a[href], [role="combobox"], select').all()) {
    if (!(await control.isVisible())) continue;
    const name = await control.evaluate((element) => {
      const labelled = element.getAttribute('aria-labelledby');
      const byId = labelled ? document.getElementById(labelled)?.textContent : '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '';
      return (element.getAttribute('aria-label') || byId || label || element.textContent || '').trim();
    });
    if (!name) unnamed.push(await control.evaluate((element) => element.outerHTML.slice(0, 120)));
  }
  return unnamed;
}

async function logIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const) {
  test(`header menus have accessible names and pass axe (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page);
    const banner = page.getByRole('banner');

    expect(await unnamedControls(page)).toEqual([]);
    expect(await violations(page, 'header')).toEqual([]);

    // Each menu trigger names itself, and the menu it opens takes a name too.
    await banner.getByRole('button', { name: /^Theme/ }).click();
    await expect(page.getByRole('menu', { name: /^Theme/ })).toBeVisible();
    expect(await violations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await banner.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu', { name: /^Account menu for / })).toBeVisible();
    expect(await violations(page, '[role="menu"]')).toEqual([]);
    await page.keyboard.press('Escape');

    await banner.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    if (viewport.name === 'phone') {
      const navButton = banner.getByRole('button', { name: 'Open navigation' });
      await expect(navButton).toHaveAttribute('aria-expanded', 'false');
      await navButton.click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer).toBeVisible();
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: '/tmp/shots/header-nav-375.png' });
      await page.keyboard.press('Escape');
    } else {
      // The sidebar starts collapsed to icons; expanded, its trigger says so and the labels pass axe too.
      const expand = banner.getByRole('button', { name: 'Expand sidebar' });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expand.click();
      await expect(banner.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page, '#app-sidebar')).toEqual([]);
    }
    await page.screenshot({ path: `/tmp/shots/header-${viewport.width}.png` });
  });
}
