import { createBrowserRouter, type DataRouter, matchPath, type PatchRoutesOnNavigationFunction } from 'react-router';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import type { PageLocation } from '@/lib/portal';
import { landingRoute } from './landing-route';
import { type RouteEntry, toRouterPath } from './route-entry';
import { type RouteSet, selectRouteSet } from './route-set';
import { buildRouteTree, layoutRouteId, layoutRoutes, rootRouteId } from './route-tree';

const loadRoutesTable = lazyWithTimeout(() => import('./routes-table'));

/**
 * The app's router. It starts from the page asked for only: the routes of the table that match the URL (on `/`,
 * the landing page's own route, so its first load does not even fetch the table), and React Router asks for the
 * rest on the first navigation to any other page (`patchRoutesOnNavigation`, its lazy route discovery). Creating a
 * router from the whole table (about a hundred routes, flattened, ranked and compiled several times over while it
 * starts) cost a phone 150 ms of one task before the page could render (decisions 051 and 052).
 */
export async function createAppRouter(
  location: PageLocation & { pathname: string } = window.location,
): Promise<DataRouter> {
  const set = selectRouteSet(location);
  if (set === 'main' && location.pathname === '/') return startFrom(set, [landingRoute]);
  const { routesTable } = await loadRoutesTable();
  const first = firstSegment(location.pathname);
  const matching = routesTable.filter((entry) => {
    if (entry.set !== set) return false;
    // Most paths start with a fixed word: comparing it first spares compiling a hundred patterns on every start.
    const head = firstSegment(entry.path);
    if (head !== first && !head.startsWith(':') && !head.startsWith('*')) return false;
    return matchPath({ path: toRouterPath(entry.path), end: true }, location.pathname) !== null;
  });
  return startFrom(set, matching);
}

/** A path's first segment, lowercased as React Router matches (without regard to case). */
const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/** A router whose tree holds `startedWith` (React Router ranks them when several match) and adds the rest later. */
function startFrom(set: RouteSet, startedWith: RouteEntry[]): DataRouter {
  return createBrowserRouter(buildRouteTree(set, startedWith), {
    patchRoutesOnNavigation: addRoutesTable(set, startedWith),
  });
}

/** Adds the rest of the table to a tree that started with `startedWith`. */
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
