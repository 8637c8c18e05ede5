import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One route of the web build's route-preloads.json (apps/web/build/route-preloads.ts). */
type RoutePreload = { path: string; gate: string; files: string[] };

type Matcher = { pattern: RegExp; staticSegments: number; gate: string; tags: string };

const modulePreloadTag = (fileName: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">`;

function toMatcher(route: RoutePreload): Matcher {
  const segments = route.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':') && segment.endsWith('*')) return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return {
    pattern: new RegExp(`^${source || '/'}/?$`, 'i'),
    staticSegments: segments.filter((segment) => !segment.startsWith(':')).length,
    gate: route.gate,
    tags: route.files.map((file) => `  ${modulePreloadTag(file)}\n`).join(''),
  };
}

/**
 * index.html with module preloads for the code of the page asked for (decision 050): the browser fetches the page's
 * layout and screen chunks beside the entry script instead of once the entry has run and the router has matched.
 * Pages behind sign-in get them only when the request carries a session cookie (without one the app sends the
 * visitor to sign in, and the preloads would only compete with that page's code). The pages are built once per
 * route and kept. Without route-preloads.json (an older build) every page is plain index.html.
 */
export function createPageHtml(distDir: string, shell: string) {
  const file = path.join(distDir, 'route-preloads.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
  // The most specific route first, as React Router ranks them: more static segments win (/bills/compare over /bills/:id).
  const matchers = routes.map(toMatcher).sort((a, b) => b.staticSegments - a.staticSegments);
  const pages = new Map<Matcher, string>();

  return (pathname: string, hasSessionCookie: boolean): string => {
    const matcher = matchers.find((candidate) => candidate.pattern.test(pathname));
    if (!matcher || matcher.tags === '') return shell;
    if (matcher.gate === 'auth' && !hasSessionCookie) return shell;
    let page = pages.get(matcher);
    if (page === undefined) {
      page = shell.replace('</head>', `${matcher.tags}  </head>`);
      pages.set(matcher, page);
    }
    return page;
  };
}
