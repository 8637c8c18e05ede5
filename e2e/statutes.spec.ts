import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

// Real sections of the sample data: Texas Tax Code chapter 151 (section 151.314, FOOD AND FOOD PRODUCTS, which
// TX-892 HB 169 amends: "Section 151.314, Tax Code, is amended by adding Subsection (i)"), D.C. Code title 25 and
// 27 CFR part 447. The bill links come from the citation extractor run when the sample loads.
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-16a';
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${shotsDir}/statutes-${name}.png`, fullPage });

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('statutes and regulations', () => {
  test('browse the Tax Code, search it for a phrase, open a section, copy its citation, follow a bill that amends it', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The tree of the Texas Tax Code, level by level, with the place in the URL.
    await openSignedIn(page, '/statutes?state=TX');
    await expect(page.getByRole('heading', { level: 1, name: 'Statutes' })).toBeVisible();
    await expect(page.getByText(/Browsing Tax Code \(Texas\)/)).toBeVisible();
    const parts = page.getByRole('list', { name: 'Parts of the code' });
    await parts.getByRole('button', { name: /Title 2\. STATE TAXATION/ }).click();
    await parts.getByRole('button', { name: /Subtitle E\./ }).click();
    await parts.getByRole('button', { name: /Chapter 151\. LIMITED SALES, EXCISE, AND USE TAX/ }).click();
    await expect(page).toHaveURL(/path=title%3A2%2Fsubtitle%3AE%2Fchapter%3A151/);
    await expect(parts.getByRole('button', { name: /Subchapter H\. EXEMPTIONS/ })).toBeVisible();
    await shot(page, 'tree-desktop');

    // Search the Tax Code for a phrase: the section named for it first, the words highlighted, facets beside.
    const search = page.getByRole('searchbox', { name: 'Words or question' });
    await search.fill('"food products"');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=%22food\+products%22/);
    const hits = page.getByRole('list', { name: 'Sections found' });
    const first = hits.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'Tax Code § 151.314' })).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(/food/i);
    await expect(page.getByRole('group', { name: 'Chapter' })).toContainText('151. LIMITED SALES, EXCISE, AND USE TAX');
    await shot(page, 'search-desktop');

    // The section: heading, place in the code, text, copy-citation, previous and next.
    await first.getByRole('link', { name: 'Tax Code § 151.314' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Tax Code § 151\.314/ })).toBeVisible();
    await expect(page.getByText('FOOD AND FOOD PRODUCTS.', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Place in the code' })).toContainText('Subchapter H. EXEMPTIONS');
    await expect(
      page.getByText('Food products for human consumption are exempted', { exact: false }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Copy citation' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Tex. Tax Code Ann. § 151.314');
    await expect(page.getByRole('link', { name: /Previous: Tax Code § 151\.313/ })).toBeVisible();
    await shot(page, 'section-desktop');

    // The bills that amend it, with their status; follow one to its page.
    await page.getByRole('tab', { name: /Bills/ }).click();
    await expect(page).toHaveURL(/tab=bills/);
    const bills = page.getByRole('list', { name: 'Bills that amend or cite this section' });
    const amending = bills.getByRole('listitem').filter({ hasText: 'Amends' }).first();
    await expect(amending).toBeVisible();
    await expect(amending).toContainText(/Introduced|Engrossed|Enrolled|Passed|Pre-filed|Vetoed|Failed/);
    await shot(page, 'section-bills-desktop');
    const billLink = amending.getByRole('link').first();
    const billName = (await billLink.textContent()) ?? '';
    await billLink.click();
    await expect(page).toHaveURL(/\/bills\/TX-892-/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(billName.replace('TX ', '')) })).toBeVisible();

    // On a phone: the section page and the search.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /Tax Code § 151\.314/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Text' }).click();
    await shot(page, 'section-phone');
    await page.goto('/statutes?q=%22food+products%22&code=TX+Tax+Code');
    await expect(page.getByRole('list', { name: 'Sections found' })).toBeVisible();
    await shot(page, 'search-phone');
  });

  test('go to a citation, ask a question of the regulations, read a CFR section', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/statutes');

    // A citation as written; a near miss offers the closest sections.
    const citation = page.getByRole('textbox', { name: 'Citation' });
    await citation.fill('D.C. Code § 25-1099');
    await citation.press('Enter');
    const problem = page.getByRole('alert').filter({ hasText: 'not among the sections held' });
    await expect(problem).toBeVisible();
    await expect(problem.getByRole('link').first()).toHaveText(/D\.C\. Code § 25-10/);
    await citation.fill('D.C. Code § 25-101');
    await citation.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /D\.C\. Code § 25-101/ })).toBeVisible();
    await page.getByRole('tab', { name: /History notes/ }).click();
    await expect(page.getByRole('region', { name: 'Laws that changed this section' })).toContainText('Law 26-96');
    await shot(page, 'dc-history-desktop');

    // Regulations: a plain-language question, answered from the text and labelled so.
    await page.goto('/regs');
    await expect(page.getByRole('heading', { level: 1, name: 'Regulations' })).toBeVisible();
    await page.getByRole('radio', { name: 'Ask a question' }).check();
    const search = page.getByRole('searchbox', { name: 'Words or question' });
    await search.fill('Who needs a permit to import firearms?');
    await search.press('Enter');
    await expect(page).toHaveURL(/mode=ai/);
    await expect(page.getByText(/answered from the text: no AI model is set up/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answer from the text' })).toContainText('No AI model answered this');
    await shot(page, 'regs-question-desktop');

    // A CFR part in the tree, then one of its sections.
    await page.goto(
      '/regs?code=27+CFR&state=US&path=title%3A27%2Fchapter%3AII%2Fsubchapter%3AB%2Fpart%3A447%2Fsubpart%3AB',
    );
    await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: '27 CFR § 447.11' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /27 CFR § 447\.11/ })).toBeVisible();
    await expect(page.getByText('Meaning of terms.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Next: 27 CFR § 447\.21/ })).toBeVisible();
    await shot(page, 'reg-desktop');
  });
});
