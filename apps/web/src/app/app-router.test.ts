import type { DataRouter } from 'react-router';
import { createAppRouter } from './app-router';

/** Every route path of the router's current tree. */
function treePaths(router: DataRouter): string[] {
  const paths: string[] = [];
  const walk = (routes: DataRouter['routes']) => {
    for (const route of routes) {
      if (route.path) paths.push(route.path);
      walk(route.children ?? []);
    }
  };
  walk(router.routes);
  return paths;
}

const at = (pathname: string) => ({ hostname: 'localhost', search: '', pathname });

let router: DataRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

describe('createAppRouter', () => {
  it('starts the landing page from its own route and adds the table on the first navigation', async () => {
    window.history.replaceState(null, '', '/');
    router = await createAppRouter(at('/'));
    expect(treePaths(router)).toEqual(['/', '*']);

    await router.navigate('/features');
    expect(router.state.matches.at(-1)?.route.path).toBe('/features');
    expect(treePaths(router)).toContain('/bills/:id');
    // The landing page's own route is not added twice.
    expect(treePaths(router).filter((path) => path === '/')).toHaveLength(1);

    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('adds the table when the navigation that first asked for it was replaced by another', async () => {
    window.history.replaceState(null, '', '/');
    router = await createAppRouter(at('/'));

    const replaced = router.navigate('/features');
    await router.navigate('/dashboard');
    await replaced;
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.matches.at(-1)?.route.path).toBe('/dashboard');
    expect(treePaths(router)).toContain('/features');
  });

  it('starts any other page from the routes that match it and adds the rest on the first navigation', async () => {
    window.history.replaceState(null, '', '/tasks/new');
    router = await createAppRouter(at('/tasks/new'));
    // Both match; React Router ranks the static one first.
    expect(treePaths(router)).toEqual(['/tasks/new', '/tasks/:id', '*']);
    expect(router.state.matches.at(-1)?.route.path).toBe('/tasks/new');

    await router.navigate('/about');
    expect(router.state.matches.at(-1)?.route.path).toBe('/about');
    expect(treePaths(router)).toEqual(expect.arrayContaining(['/', '/about', '/dashboard', '*']));
    expect(treePaths(router).filter((path) => path === '/tasks/:id')).toHaveLength(1);
  });

  it('starts from a route whose path begins with a parameter, and matches a fixed first word in any case', async () => {
    window.history.replaceState(null, '', '/TX/videos/share/abc');
    router = await createAppRouter(at('/TX/videos/share/abc'));
    expect(treePaths(router)).toEqual(['/:stateCode/videos/share/:clipId', '*']);
    router.dispose();

    window.history.replaceState(null, '', '/Bills');
    router = await createAppRouter(at('/Bills'));
    expect(treePaths(router)).toEqual(['/bills', '*']);
  });

  it('starts a page no route matches from the not-found route and finds real pages afterwards', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    router = await createAppRouter(at('/no-such-page'));
    expect(treePaths(router)).toEqual(['*']);
    await router.navigate('/bills');
    expect(router.state.matches.at(-1)?.route.path).toBe('/bills');
  });

  it('starts a portal from the portal set, even at /', async () => {
    window.history.replaceState(null, '', '/?portal=acme');
    router = await createAppRouter({ hostname: 'localhost', search: '?portal=acme', pathname: '/' });
    expect(treePaths(router)).toEqual(['/', '*']);
    await router.navigate('/bills/1');
    expect(treePaths(router)).toEqual(expect.arrayContaining(['/', '/auth', '/bills/:id', '*']));
    expect(treePaths(router)).not.toContain('/dashboard');
  });
});
