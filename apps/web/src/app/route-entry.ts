import type { RouteObject } from 'react-router';
import type { Gate } from './route-handle';
import type { RouteSet } from './route-set';

/** The frame around a screen: marketing header and footer, the signed-in app shell, the guest shell, a bare page, the portal. */
export type Layout = 'public' | 'app' | 'guest' | 'plain' | 'portal';

/** A route module in React Router's lazy form: `Component`, optionally `loader`, `ErrorBoundary` ... */
export type RouteModule = Omit<
  RouteObject,
  'path' | 'index' | 'children' | 'lazy' | 'id' | 'caseSensitive' | 'middleware'
>;

/** A screen: its own lazily loaded module, or, until its feature is built, a FeaturePage naming it. */
export type Page =
  | { load: () => Promise<RouteModule>; title?: string; description?: string }
  | { title: string; description: string };

/** One line of the routes table (routes-table.ts, landing-route.ts): SET, PATH, GATE, then the layout and the page. */
export type RouteEntry = { set: RouteSet; path: string; gate: Gate; layout: Layout; page: Page };

export const screen = (load: () => Promise<RouteModule>, title?: string): Page => ({ load, title });
export const feature = (title: string, description: string): Page => ({ title, description });
export const route = (set: RouteSet, path: string, gate: Gate, layout: Layout, page: Page): RouteEntry => ({
  set,
  path,
  gate,
  layout,
  page,
});

/** `/storage/:folder*` in the table is React Router's splat `/storage/*`. */
export function toRouterPath(path: string): string {
  return path.replace(/\/:[A-Za-z]+\*$/, '/*');
}
