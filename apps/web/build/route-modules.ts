import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A route of src/app/routes-table.ts with the source modules its first render needs besides the entry. */
export type RouteModules = { set: string; path: string; gate: string; modules: string[] };

const routeLine = /route\('(\w+)', '([^']+)', '(\w+)', '(\w+)',\s*(.*)\),?$/;

/**
 * Reads the routes table's source, one route per line (the table keeps that format on purpose): each route's layout
 * module and its page module (a screen's own import, else the feature page shared by every unbuilt screen). The
 * source rather than the module, because a screen's lazy import names its module only in the source text.
 */
export function readRouteModules(webRoot: string): RouteModules[] {
  const table = readFileSync(path.join(webRoot, 'src/app/routes-table.ts'), 'utf8');
  const routes: RouteModules[] = [];
  for (const line of table.split('\n')) {
    const match = routeLine.exec(line.trim());
    if (!match) continue;
    const [, set, routePath, gate, layout, page] = match as unknown as [string, string, string, string, string, string];
    const screen = /import\('\.\/(routes\/[^']+)'\)/.exec(page)?.[1] ?? 'routes/feature-route';
    routes.push({
      set,
      path: routePath,
      gate,
      modules: [`src/app/routes/layouts/${layout}-layout.tsx`, `src/app/${screen}.tsx`],
    });
  }
  if (routes.length === 0) throw new Error('route-modules: no route line found in src/app/routes-table.ts');
  return routes;
}
