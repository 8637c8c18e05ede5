import { type RouteEntry, route, screen } from './route-entry';

/**
 * The landing page's line of the routes table, in a module of its own: the entry script knows this one route and
 * starts `/` without the table, which loads on the first navigation to another page (app-router.ts, decision 051).
 */
// biome-ignore format: one line per route, to read like routes.txt
export const landingRoute: RouteEntry = route('main', '/', 'public', 'public', screen(() => import('./routes/marketing/landing'), 'Legislative intelligence for all 50 states'));
