import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@statehouse/shared/common/errors';
import { portalFromHostname } from '@statehouse/shared/portal/portal-host';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './auth';
import { bootRepliesElement, collectBootReplies } from './boot-replies';
import { createPageHtml } from './route-preloads';

/**
 * The page compressed for a client that accepts it (brotli, else gzip), at the quality plugins/compression.ts uses
 * for JSON: @fastify/compress hooks only routes, and the page comes from the not-found handler.
 */
function encodePage(html: string, acceptEncoding: string | undefined, reply: FastifyReply): Buffer | string {
  if (/\bbr\b/.test(acceptEncoding ?? '')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(acceptEncoding ?? '')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** A page's own title and link-preview (OpenGraph) tags, for pages shared outside the app (a clip's share page). */
export type PageMeta = { title: string; description: string; url?: string; video?: string; videoType?: string };

/** Looks up the meta of a path, or null for a page with the app's default head. */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's head with its own title and OpenGraph tags: link previews (chat apps, social sites) read the HTML and run
 * no script, so the tags must be in the page as served.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', meta.video ? 'video.other' : 'website'],
    ['og:site_name', 'Statehouse'],
    ...(meta.url ? [['og:url', meta.url]] : []),
    ...(meta.video ? [['og:video', meta.video]] : []),
    ...(meta.videoType ? [['og:video:type', meta.videoType]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content as string)}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)} · Statehouse</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeAttribute(meta.description)}$2`)
    .replace('</head>', `    ${tags}\n    <meta name="twitter:card" content="summary" />\n  </head>`);
}

/**
 * Serves the built web app from the same origin as the API, with an SPA fallback: any GET outside
 * /api that matches no file answers index.html, and the client router decides what to show.
 * Unknown /api paths always get a JSON 404.
 */
/** The built site's pages, read once: the build never changes under a running server (a new build means a restart). */
function readSite(root: string | undefined) {
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (!hasWebApp) return { pageHtml: undefined, landing: undefined };
  // index.html with the asked-for page's module preloads (decision 050).
  const pageHtml = createPageHtml(root, readFileSync(path.join(root, 'index.html'), 'utf8'));
  // The landing page with its first screen rendered at build time (apps/web/build/prerender.ts, decision 047).
  const landingFile = path.join(root, 'landing.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : undefined;
  return { pageHtml, landing };
}

/** What a page asked for while npm start still builds the web app says (decision 080): it reloads itself. */
const buildingPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="5" />
    <title>Statehouse is building its web app</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
    <h1 style="font-size: 1.25rem">Statehouse is building its web app</h1>
    <p>This happens on the first start after the web app's sources change and takes about a minute. The server already
    answers its API; this page reloads itself every 5 seconds until the app is ready.</p>
  </body>
</html>
`;

/**
 * Serves the built web app from the same origin as the API, with an SPA fallback: any GET outside
 * /api that matches no file answers index.html, and the client router decides what to show.
 * Unknown /api paths always get a JSON 404. With `built` (npm start builds the web app beside the server), the server
 * answers before the build is done: a page asked for meanwhile is a 503 saying so that reloads itself (decision 080).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: { pageMeta?: PageMetaResolver; built?: Promise<void> } = {},
): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const building = options.built !== undefined && root !== undefined;
  let site = building ? { pageHtml: undefined, landing: undefined } : readSite(root);
  let built = !building;
  if (building) {
    // The build writes here; the static handler looks files up as they are asked for (wildcard) instead of listing
    // them now, when there are none yet.
    mkdirSync(root, { recursive: true });
    void options.built?.then(() => {
      site = readSite(root);
      built = true;
      app.log.info('Web app built: serving it.');
    });
  }

  if (site.pageHtml || building) {
    await app.register(fastifyStatic, {
      root: root as string,
      wildcard: building,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts); send those.
      preCompressed: true,
      // Cache lifetimes are set per file below; send's default (max-age=0) would overwrite them.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('web app not built: only the API is served (run `npm run build` to build it)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = path.extname(pathname) === '' || pathname.endsWith('.html');
    if (!isApi && !built && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-store').header('retry-after', '5');
      return reply.status(503).type('text/html; charset=utf-8').send(buildingPage);
    }
    const { pageHtml, landing } = site;
    if (!isApi && pageHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isPage) {
        // A portal link (`portal` query parameter, or a portal's subdomain by the web app's own rule) gets plain
        // index.html: its calls carry the portal, and `/` is the portal's own home page, not the landing page.
        const portal = /[?&]portal(=|&|$)/.test(request.url) || portalFromHostname(request.hostname) !== null;
        if (portal) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        // `/` of the main site arrives with its first screen drawn (decision 047); any other page with its code
        // preloaded (decision 050). Both carry the replies the app asks for first, so the page is per visitor.
        const hasSessionCookie = Boolean(request.cookies[SESSION_COOKIE]);
        const plain = landing && pathname === '/' ? landing : pageHtml(pathname, hasSessionCookie);
        const meta = options.pageMeta ? await options.pageMeta(pathname) : null;
        const page = meta ? withPageMeta(plain, meta) : plain;
        const boot = bootRepliesElement(await collectBootReplies(app, request));
        const html = page.includes('</body>') ? page.replace('</body>', `${boot}\n  </body>`) : `${page}${boot}`;
        reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
        return reply.type('text/html; charset=utf-8').send(encodePage(html, request.headers['accept-encoding'], reply));
      }
    }
    const body: ErrorBody = { message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
