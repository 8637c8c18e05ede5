import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type UserConfig } from 'vite';
import { landingModules, modulePreloadTag, preloadFiles } from './landing-preload';

/** The page whose markup is rendered at build time, and the file it is written to beside index.html. */
export const prerenderedPage = { module: '/src/app/prerender-landing.tsx', file: 'landing.html' };

const emptyRoot = '<div id="root"></div>';

/** The landing page's module preloads (file names under the build folder), added to what index.html has. */
export type LandingPreloads = { add: string[] };

/** index.html with the rendered markup in `#root`, the page's own title and module preloads. */
export function fillShell(shell: string, markup: string, title: string, preloads: LandingPreloads): string {
  if (!shell.includes(emptyRoot)) throw new Error(`prerender: index.html has no ${emptyRoot}`);
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const added = preloads.add.filter((fileName) => !shell.includes(modulePreloadTag(fileName)));
  const page = shell.replace(
    '</head>',
    `${added.map((fileName) => `  ${modulePreloadTag(fileName)}\n`).join('')}  </head>`,
  );
  return page
    .replace(emptyRoot, `<div id="root">${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);
}

/**
 * Writes `landing.html`: the built index.html with the landing page's first screen already in `#root`, rendered
 * with React on the server side of a throwaway Vite instance (src/app/prerender-landing.tsx). The server sends it
 * for `/` (apps/server/src/plugins/web-app.ts), so a phone paints the hero without waiting for any JavaScript.
 * No script is inlined (the CSP allows none). Decision 047.
 */
export function prerenderLanding(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let alias: UserConfig['resolve'] = {};
  return {
    name: 'statehouse:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = { alias: config.resolve.alias };
    },
    // writeBundle, before precompress's closeBundle, so landing.html gets its .br and .gz like every other file.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (!entry) throw new Error('prerender: the build has no entry chunk');
        const preloads = { add: preloadFiles(bundle, entry.fileName, landingModules) };
        const server = await createServer({
          configFile: false,
          root,
          resolve: alias,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule(prerenderedPage.module)) as {
            renderLanding: () => Promise<{ markup: string; title: string }>;
          };
          const { markup, title } = await renderLanding();
          const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
          await writeFile(path.join(outDir, prerenderedPage.file), fillShell(shell, markup, title, preloads));
        } finally {
          await server.close();
        }
      },
    },
  };
}
