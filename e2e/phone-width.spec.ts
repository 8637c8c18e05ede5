import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { demoSession } from './demo-session';

// No page scrolls sideways on a phone (issue 34): every screen of the app, at 375 px, signed in as the demo user
// through the stored session, in one browser page loaded route after route (no sign-in per route).

const repoFile = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Every route the app serves: its routes table (the lines of spec/routes.txt plus the app's own screens) and the
 * landing page, which has a file of its own. When the spec's routes.txt is beside the checkout (../shared), every
 * one of its routes must be in the table, so none escapes the sweep.
 */
function appRoutes(): { set: string; path: string }[] {
  const table = readFileSync(repoFile('../apps/web/src/app/routes-table.ts'), 'utf8');
  const routes = [...table.matchAll(/route\('(portal|main)', '([^']+)'/g)].map(([, set, path]) => ({
    set: set as string,
    path: path as string,
  }));
  routes.push({ set: 'main', path: '/' });
  const spec = repoFile('../../shared/spec/routes.txt');
  if (existsSync(spec)) {
    const specRoutes = readFileSync(spec, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t').slice(0, 2).join(' '));
    const known = new Set(routes.map((route) => `${route.set} ${route.path}`));
    expect(specRoutes.filter((route) => !known.has(route))).toEqual([]);
  }
  return routes;
}

const BILL_ID = 'TX-892-HB-1';

/** A bill page's tabs (its widest content: the text, the roll calls of a bill that has some), read off the view. */
function billTabUrls(): string[] {
  const view = readFileSync(repoFile('../apps/web/src/features/bills/components/bill-detail-view.tsx'), 'utf8');
  const tabs = [...view.matchAll(/\{ value: '([a-z]+)', label: '/g)].map(([, tab]) => tab as string);
  expect(tabs).toContain('text');
  return [...tabs.map((tab) => `/bills/${BILL_ID}?tab=${tab}`), '/bills/CO-251-HB-1002?tab=votes'];
}

/** The first id of a sample list (the API's own reply), so the sweep opens real records. */
async function firstId(page: Page, url: string): Promise<string> {
  const reply = await page.request.get(url);
  expect(reply.ok(), url).toBe(true);
  const body = (await reply.json()) as { data?: { id: string | number }[]; items?: { value: number }[] };
  const id = body.data?.[0]?.id ?? body.items?.[0]?.value;
  expect(id, url).toBeDefined();
  return String(id);
}

/** A real value for each path parameter: sample records, or (for screens without data yet) any id. */
async function sampleParams(page: Page): Promise<Record<string, string>> {
  const [member, committee, statute, regulation, lobbyist, firm, company, subject] = await Promise.all([
    firstId(page, '/api/members?stateCode=TX&pageSize=1'),
    firstId(page, '/api/committees?stateCode=TX'),
    firstId(page, '/api/statutes/search?query=tax&state=TX'),
    firstId(page, '/api/regs/search?query=tax'),
    firstId(page, '/api/lobbyists?stateCode=SD&limit=1'),
    firstId(page, '/api/firms?stateCode=SD&limit=1'),
    firstId(page, '/api/companies?state=SD&limit=1'),
    firstId(page, '/api/subjects?stateCode=TX'),
  ]);
  return {
    '/members/:id': member,
    '/committees/:id': committee,
    '/statutes/:id': statute,
    '/regs/:id': regulation,
    '/lobby/lobbyist/:id': lobbyist,
    '/lobby/firm/:id': firm,
    '/lobby/company/:id': company,
    '/subjects/:subjectCode': subject,
  };
}

function fill(path: string, params: Record<string, string>): string {
  const own = params[path];
  return path
    .replace(/:(billId|id)(?=\/|$)/, (_, name: string) =>
      encodeURIComponent(own ?? (name === 'billId' || path.startsWith('/bills') ? BILL_ID : '1')),
    )
    .replace(':subjectCode', own ?? '1')
    .replace(':folder*', 'Drafts')
    .replace(':stateCode', 'TX')
    .replace(':clipId', '1');
}

test.use({ storageState: demoSession, viewport: { width: 375, height: 740 } });

test('no page scrolls sideways at 375 px', async ({ page }) => {
  test.setTimeout(480_000);
  const routes = appRoutes();
  const params = await sampleParams(page);
  const urls = [
    ...routes.map((route) => `${fill(route.path, params)}${route.set === 'portal' ? '?portal=acme' : ''}`),
    ...billTabUrls(),
  ];
  const wide: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    // The page has drawn its heading (or its error): what it shows first is what a phone user sees.
    await page.locator('h1, [role="alert"]').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      // The elements whose right edge makes the page's width (the deepest ones): what to fix. Every element is
      // looked at, since an absolutely placed one inside a scroll box can escape it (its containing block is outside).
      culprits: (() => {
        const edge = document.documentElement.scrollWidth - 2;
        const wide = Array.from(document.body.querySelectorAll('*')).filter(
          (element) => element.getBoundingClientRect().right >= edge,
        );
        const deepest = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
        return deepest
          .slice(0, 3)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 5).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
      })(),
    }));
    if (width.scroll > width.inner) wide.push(`${url}: ${width.scroll} px (${width.culprits.join(', ')})`);
  }
  expect(wide).toEqual([]);
});

test('the header search box keeps room for a word at 375 px', async ({ page }) => {
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search Statehouse' });
  await expect(search).toBeVisible();
  // The width left for typing (the box less its padding: the icon on the left, any hint on the right) holds the
  // whole placeholder and a short word.
  const { room, placeholder } = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    return {
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      placeholder: context.measureText(input.placeholder).width,
    };
  });
  expect(room).toBeGreaterThanOrEqual(Math.max(placeholder, 60));
});
