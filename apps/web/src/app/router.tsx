import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { type RouteSet, selectRouteSet } from './route-set';
import { NotFound } from './routes/not-found';
import { type Layout, type RouteEntry, type RouteModule, routesTable, toRouterPath } from './routes-table';

const layoutModules: Record<Layout, () => Promise<RouteModule>> = {
  public: () => import('./routes/layouts/public-layout'),
  plain: () => import('./routes/layouts/plain-layout'),
  guest: () => import('./routes/layouts/guest-layout'),
  app: () => import('./routes/layouts/app-layout'),
  portal: () => import('./routes/layouts/portal-layout'),
};

const loadFeatureRoute = lazyWithTimeout(() => import('./routes/feature-route'));

function toRouteObject({ path, gate, page }: RouteEntry): RouteObject {
  if ('load' in page) {
    const handle: RouteHandle = { gate, title: page.title, description: page.description };
    return { path: toRouterPath(path), handle, lazy: lazyWithTimeout(page.load) };
  }
  const handle: RouteHandle = { gate, title: page.title, description: page.description };
  return { path: toRouterPath(path), handle, lazy: loadFeatureRoute };
}

/** The route tree of one route set: pages grouped under their layout, each page and layout its own lazy chunk. */
export function buildRoutes(set: RouteSet): RouteObject[] {
  const entries = routesTable.filter((entry) => entry.set === set);
  const layouts = Object.keys(layoutModules) as Layout[];
  const layoutRoutes = layouts.flatMap((layout): RouteObject[] => {
    const children = entries.filter((entry) => entry.layout === layout).map(toRouteObject);
    if (children.length === 0) return [];
    return [
      { id: `${layout}-layout`, lazy: lazyWithTimeout(layoutModules[layout]), ErrorBoundary: RouteError, children },
    ];
  });
  const notFoundHandle: RouteHandle = { gate: 'public', title: 'Page not found' };

  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [...layoutRoutes, { path: '*', handle: notFoundHandle, Component: NotFound }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(selectRouteSet(window.location)));
}
