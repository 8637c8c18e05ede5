import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { fakeApi, signedInRoutes, signedOutRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { AppLoading } from './app-loading';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';
import { toRouterPath } from './route-entry';
import { RouteError } from './route-error';
import { buildRoutes } from './router';
import { routesTable } from './routes-table';

// These render real pages, each a lazy chunk that Vitest transforms on first use: under a busy test run (the whole
// suite on two cores) the first render of one took more than the default second.
configure({ asyncUtilTimeout: 8000 });

/** A concrete URL for a table path: `:id` becomes `x1`, the folder splat a two-level folder. */
function sampleUrl(path: string) {
  return path.replace(/:[A-Za-z]+\*$/, 'reports/2025').replace(/:[A-Za-z]+/g, 'x1');
}

describe('route table', () => {
  it.each(routesTable.map((entry) => [entry.set, entry.path] as const))('resolves %s %s', (set, path) => {
    const matches = matchRoutes(buildRoutes(set), sampleUrl(path)) ?? [];
    expect(matches.at(-1)?.route.path).toBe(toRouterPath(path));
  });

  it('keeps main-set screens out of the portal set', () => {
    const matches = matchRoutes(buildRoutes('portal'), '/dashboard') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
  });
});

// App screens need a signed-in user (the route guard); the public ones are indifferent.
beforeEach(() => {
  fakeApi(signedInRoutes());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('shows the not-found page with a link home on an unknown path', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the landing page with its headline and calls to action', async () => {
    fakeApi(signedOutRoutes());
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every Bill. Every Impact. One Platform.' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo-signup');
    expect(within(main).getByRole('link', { name: 'Why Statehouse' })).toHaveAttribute('href', '/why-legisiq');
  });

  it('frames the landing page with the public header and footer', async () => {
    fakeApi(signedOutRoutes());
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/demo-signup');
    expect(within(header).getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(within(header).getByRole('button', { name: 'Products' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Features' })).toBeInTheDocument();

    // The footer is its own chunk (decision 019): it arrives after the first screen.
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© 2025 Statehouse/)).toBeInTheDocument();
    const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
    for (const href of ['/features', '/search', '/track', '/report', '/about', '/why-legisiq', '/blog', '/insights']) {
      expect(
        within(footerNav)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
    expect(within(footer).getByRole('textbox')).toHaveAttribute('type', 'email');
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('leaves no screen of the table a title-only shell', () => {
    expect(routesTable.filter((entry) => !('load' in entry.page)).map((entry) => entry.path)).toEqual([]);
  });

  // The clip share page is a real page now; its own tests (committee-videos) open it with its reply.
  it('resolves nested storage folders', async () => {
    renderRoute('/storage/contracts/2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'File Storage' })).toBeInTheDocument();
  });

  it('shows the portal home of the portal named in the URL, branded, asking a visitor to sign in', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/portal/info': ({ url }) => ({
        portalKey: url.searchParams.get('portal'),
        name: 'Acme Coalition',
        primaryColor: '#1d4ed8',
        accentColor: '#f59e0b',
        welcomeText: 'What we follow for you',
        accessMode: 'code',
        signedIn: false,
        visitorName: null,
      }),
    });
    renderRoute('/?portal=acme', { set: 'portal' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coalition' })).toBeInTheDocument();
    expect(screen.getByText('What we follow for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the portal' })).toHaveAttribute('href', '/auth?portal=acme');
  });

  it('scrolls to the top on each navigation', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderRoute('/statutes');
    await screen.findByRole('heading', { level: 1, name: 'Statutes' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Members' }));

    await screen.findByRole('heading', { level: 1, name: 'Members' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows "Loading experience..." while a page chunk loads', async () => {
    const router = createMemoryRouter([
      {
        Component: RootLayout,
        HydrateFallback: AppLoading,
        children: [{ index: true, lazy: () => new Promise<never>(() => {}) }],
      },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Loading experience...');
  });

  it('offers a Reload button when a page chunk fails to load', async () => {
    const failingImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const router = createMemoryRouter([
      {
        Component: RootLayout,
        HydrateFallback: AppLoading,
        ErrorBoundary: RouteError,
        children: [{ index: true, lazy: lazyWithTimeout(failingImport) }],
      },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('sets the document title from the screen', async () => {
    renderRoute('/calendar');

    await waitFor(() => expect(document.title).toBe('Calendar | Statehouse'));
  });
});

describe('app layout sidebar', () => {
  it('starts collapsed and remembers being expanded', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/dashboard');

    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');

    await user.click(expand);

    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');

    first.unmount();
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('toggles with Ctrl+B from the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard');
    await screen.findByRole('button', { name: 'Expand sidebar' });

    await user.keyboard('{Control>}b{/Control}');

    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
  });
});
