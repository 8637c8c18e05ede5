import type { Plugin } from 'vite';

/**
 * Fetches the app's scripts at low priority (`fetchpriority="low"` on the entry script and its module preloads):
 * every page's first screen is already in the HTML (decisions 047 and 050) and needs only the stylesheet, so the
 * browser gets the stylesheet first and paints while the scripts download. The server's and the landing page's
 * route preloads carry the same attribute (modulePreloadTag).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'statehouse:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}
