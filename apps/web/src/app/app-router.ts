import { createBrowserRouter, type DataRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import type { PageLocation } from '@/lib/portal';
import { landingRoute } from './landing-route';
import type { RouteEntry } from './route-entry';
import { type RouteSet, selectRouteSet } from './route-set';
import { buildRouteTree, layoutRouteId, layoutRoutes, rootRouteId } from './route-tree';

const loadRoutesTable = lazyWithTimeout(() => import('./routes-table'));

/**
 * The app's router. Most pages start from the whole routes table (its chunk preloaded by the server for the page
 * asked for). The landing page, the first page most visitors open, starts from its own line only: the table (about a
 * hundred routes and the chunk list of each) stays out of its initial JavaScript, and React Router asks for it on
 * the first navigation to any other page (`patchRoutesOnNavigation`, its lazy route discovery; decision 051).
 */
export async function createAppRouter(
  location: PageLocation & { pathname: string } = window.location,
): Promise<DataRouter> {
  const set = selectRouteSet(location);
  if (set === 'main' && location.pathname === '/') {
    const startedWith = [landingRoute];
    return createBrowserRouter(buildRouteTree(set, startedWith), {
      patchRoutesOnNavigation: addRoutesTable(set, startedWith),
    });
  }
  const { routesTable } = await loadRoutesTable();
  return createBrowserRouter(buildRouteTree(set, routesTable));
}

/** Adds the rest of the table to a tree that started with `startedWith`, the landing page's route. */
function addRoutesTable(set: RouteSet, startedWith: RouteEntry[]): PatchRoutesOnNavigationFunction {
  const layoutsInTree = new Set(startedWith.map((entry) => layoutRouteId(entry.layout)));
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    // A failed load (offline) rejects this navigation with the chunk error; the next navigation asks again.
    const { routesTable } = await loadRoutesTable();
    // React Router drops the patches of a navigation another one replaced meanwhile: that one patches instead.
    if (signal.aborted) return;
    for (const layoutRoute of layoutRoutes(routesTable.filter((entry) => entry.set === set))) {
      const id = layoutRoute.id as string;
      // A layout the tree already has gets the pages it lacks (React Router skips those it has); the others come whole.
      if (layoutsInTree.has(id)) patch(id, layoutRoute.children ?? []);
      else patch(rootRouteId, [layoutRoute]);
    }
    added = true;
  };
}
