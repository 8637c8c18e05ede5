import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { preloadFiles } from './landing-preload.ts';
import { readRouteModules } from './route-modules.ts';

/** Written beside index.html: the chunk files each main-site route needs for its first render. */
export const routePreloadsFile = 'route-preloads.json';

/** One entry of route-preloads.json (read by apps/server/src/plugins/route-preloads.ts). */
export type RoutePreload = { path: string; gate: string; files: string[] };

/**
 * Writes route-preloads.json: for every route of the main site, the chunks of its layout and page with their static
 * imports, less what index.html already loads. The server adds them to index.html as module preloads for the page
 * asked for, so a phone fetches a page's code beside the entry script instead of after it has run (decision 050).
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'statehouse:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const preloads: RoutePreload[] = readRouteModules(root)
        .filter((route) => route.set === 'main')
        .map((route) => ({
          path: route.path,
          gate: route.gate,
          files: preloadFiles(bundle, entry.fileName, route.modules),
        }));
      await writeFile(path.join(outDir, routePreloadsFile), `${JSON.stringify(preloads)}\n`);
    },
  };
}
