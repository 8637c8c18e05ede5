import type { RouteObject } from 'react-router';
import type { RouteSet } from './route-set';
import { buildRouteTree } from './route-tree';
import { routesTable } from './routes-table';

/**
 * The whole route tree of a route set, for tests and the build's prerender. The browser builds its tree in
 * app-router.ts, which loads the table on demand.
 */
export function buildRoutes(set: RouteSet): RouteObject[] {
  return buildRouteTree(set, routesTable);
}
