import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A route of the routes table with the source modules its first render needs besides the entry. */
export type RouteModules = { set: string; path: string; gate: string; modules: string[] };

const routeLine = /route\('(\w+)', '([^']+)', '(\w+)', '(\w+)',\s*(.*)\)[,;]?$/;

/** The table's own module: the browser loads it before the first render of every page but the landing page. */
const tableModule = 'src/app/routes-table.ts';
/** The landing page's line, which the entry script knows without the table (app-router.ts, decision 051). */
const landingModule = 'src/app/landing-route.ts';
/**
 * Loaded on demand by src/app/app.tsx once a signed-in user's settings are in, before the first render of every page
 * behind sign-in: without a preload it is one more round trip in the chain before the page's first request.
 */
const signedInStartModule = 'src/features/sessions/starting-sessions.ts';

/**
 * Reads the routes table's source, one route per line (the table keeps that format on purpose): each route's layout
 * module and its page module (a screen's own import, else the feature page shared by every unbuilt screen). The
 * source rather than the module, because a screen's lazy import names its module only in the source text.
 */
export function readRouteModules(webRoot: string): RouteModules[] {
  const routes: RouteModules[] = [];
  for (const source of [landingModule, tableModule]) {
    for (const line of readFileSync(path.join(webRoot, source), 'utf8').split('\n')) {
      const match = routeLine.exec(line.trim());
      if (!match) continue;
      const [, set, routePath, gate, layout, page] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const screen = /import\('\.\/(routes\/[^']+)'\)/.exec(page)?.[1] ?? 'routes/feature-route';
      const modules = [`src/app/routes/layouts/${layout}-layout.tsx`, `src/app/${screen}.tsx`];
      if (gate === 'auth') modules.push(signedInStartModule);
      routes.push({
        set,
        path: routePath,
        gate,
        modules: source === tableModule ? [...modules, tableModule] : modules,
      });
    }
  }
  if (routes.length === 0) throw new Error(`route-modules: no route line found in ${tableModule}`);
  return routes;
}
