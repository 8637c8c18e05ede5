import { fillRoot, fillShell } from '../../build/prerender';
import { APP_LOADING_MESSAGE } from './app-loading';
import { renderLanding, renderLoadingScreen } from './prerender';

describe('the loading screen rendered at build time', () => {
  it('is the status message React shows while a page loads, with no script, in an empty #root', () => {
    const markup = renderLoadingScreen();
    expect(markup).toContain('role="status"');
    expect(markup).toContain(APP_LOADING_MESSAGE);
    expect(markup).not.toContain('<script');
    expect(fillRoot('<body><div id="root"></div></body>', markup)).toBe(`<body><div id="root">${markup}</div></body>`);
  });
});

describe('the landing page rendered at build time', () => {
  it('draws the header, the hero and the stat tiles, holds the space below, and carries no script', async () => {
    const { markup, title } = await renderLanding();
    expect(markup).toContain('<header');
    expect(markup).toMatch(/<h1[^>]*>Every Bill\./);
    expect(markup).toContain('States covered');
    // The lazily loaded rest of the page is drawn as its screen-high placeholder, as in the browser.
    expect(markup).toContain('min-h-svh');
    expect(markup).not.toContain('<script');
    expect(title).toBe('Legislative intelligence for all 50 states | Statehouse');
  });

  it("puts the markup into index.html with the page title, the landing page's module preloads", () => {
    const shell = [
      '<html><head><title>Statehouse</title>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/icon.js">',
      '<script src="/theme-init.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const page = fillShell(shell, '<main>Hero</main>', 'Home & more | Statehouse', {
      add: ['assets/icon.js', 'assets/landing.js'],
    });
    expect(page).toContain('href="/assets/react.js"');
    expect(page).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/icon.js">');
    expect(page.match(/icon\.js/g)).toHaveLength(1);
    expect(page).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/landing.js">');
    expect(page).toContain('<div id="root"><main>Hero</main></div>');
    expect(page).toContain('<title>Home &amp; more | Statehouse</title>');
    expect(page).toContain('<script src="/theme-init.js"></script>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => fillShell('<div id="app"></div>', 'x', 't', { add: [] })).toThrow(/no <div id="root"><\/div>/);
  });
});
