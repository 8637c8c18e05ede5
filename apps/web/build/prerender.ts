import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type UserConfig } from 'vite';
import { landingModules, modulePreloadTag, preloadFiles } from './landing-preload.ts';

/** The module rendering the prerendered markup, and the page file the landing page is written to beside index.html. */
export const prerenderModule = '/src/app/prerender.tsx';
export const landingFile = 'landing.html';

const emptyRoot = '<div id="root"></div>';

/** The landing page's module preloads (file names under the build folder), added to what index.html has. */
export type LandingPreloads = { add: string[] };

/** `shell` with `markup` in its empty `#root`. */
export function fillRoot(shell: string, markup: string): string {
  if (!shell.includes(emptyRoot)) throw new Error(`prerender: index.html has no ${emptyRoot}`);
  return shell.replace(emptyRoot, `<div id="root">${markup}</div>`);
}

/** index.html with the rendered markup in `#root`, the page's own title and module preloads. */
export function fillShell(shell: string, markup: string, title: string, preloads: LandingPreloads): string {
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const added = preloads.add.filter((fileName) => !shell.includes(modulePreloadTag(fileName)));
  const page = shell.replace(
    '</head>',
    `${added.map((fileName) => `  ${modulePreloadTag(fileName)}\n`).join('')}  </head>`,
  );
  return fillRoot(page, markup).replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);
}

type Prerender = {
  renderLanding: () => Promise<{ markup: string; title: string }>;
  renderLoadingScreen: () => string;
};

/**
 * Writes the first screens the browser can paint before any JavaScript has run, rendered with React on the server
 * side of a throwaway Vite instance (src/app/prerender.tsx). No script is inlined (the CSP allows none).
 * - `landing.html`: the built index.html with the landing page's first screen in `#root`; the server sends it for
 *   `/` (apps/server/src/plugins/web-app.ts), so a phone paints the hero at once (decision 047).
 * - `index.html` itself gets the app's loading screen in `#root`, the same markup React shows while a page's code
 *   loads, so every other page paints it as soon as the HTML and CSS are in instead of after the scripts (decision 050).
 */
export function prerenderPages(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let alias: UserConfig['resolve'] = {};
  return {
    name: 'statehouse:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = { alias: config.resolve.alias };
    },
    // writeBundle, before precompress's closeBundle, so both pages get their .br and .gz like every other file.
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
          const { renderLanding, renderLoadingScreen } = (await server.ssrLoadModule(prerenderModule)) as Prerender;
          const { markup, title } = await renderLanding();
          const indexPath = path.join(outDir, 'index.html');
          const shell = await readFile(indexPath, 'utf8');
          await writeFile(path.join(outDir, landingFile), fillShell(shell, markup, title, preloads));
          await writeFile(indexPath, fillRoot(shell, renderLoadingScreen()));
        } finally {
          await server.close();
        }
      },
    },
  };
}
