import type { RouteObject } from 'react-router';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';
import { type Layout, type RouteEntry, type RouteModule, toRouterPath } from './route-entry';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import type { RouteSet } from './route-set';
import { NotFound } from './routes/not-found';

const layoutModules: Record<Layout, () => Promise<RouteModule>> = {
  public: () => import('./routes/layouts/public-layout'),
  plain: () => import('./routes/layouts/plain-layout'),
  guest: () => import('./routes/layouts/guest-layout'),
  app: () => import('./routes/layouts/app-layout'),
  portal: () => import('./routes/layouts/portal-layout'),
};

const loadFeatureRoute = lazyWithTimeout(() => import('./routes/feature-route'));

/** The root route's id, and each layout route's: patches of the tree (app-router.ts) name them. */
export const rootRouteId = 'root';
export const layoutRouteId = (layout: Layout) => `${layout}-layout`;

function toRouteObject({ path, gate, page }: RouteEntry): RouteObject {
  const handle: RouteHandle = { gate, title: page.title, description: page.description };
  return { path: toRouterPath(path), handle, lazy: 'load' in page ? lazyWithTimeout(page.load) : loadFeatureRoute };
}

/** The layout routes of `entries` (those of one route set), each with its pages as children. */
export function layoutRoutes(entries: RouteEntry[]): RouteObject[] {
  return (Object.keys(layoutModules) as Layout[]).flatMap((layout): RouteObject[] => {
    const children = entries.filter((entry) => entry.layout === layout).map(toRouteObject);
    if (children.length === 0) return [];
    return [
      { id: layoutRouteId(layout), lazy: lazyWithTimeout(layoutModules[layout]), ErrorBoundary: RouteError, children },
    ];
  });
}

/** The route tree of one route set's `entries`: pages grouped under their layout, each page and layout its own lazy chunk. */
export function buildRouteTree(set: RouteSet, entries: RouteEntry[]): RouteObject[] {
  const notFoundHandle: RouteHandle = { gate: 'public', title: 'Page not found' };
  return [
    {
      id: rootRouteId,
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteError,
      children: [
        ...layoutRoutes(entries.filter((entry) => entry.set === set)),
        { path: '*', handle: notFoundHandle, Component: NotFound },
      ],
    },
  ];
}
