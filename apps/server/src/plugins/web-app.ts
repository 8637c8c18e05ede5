import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@statehouse/shared/common/errors';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin as the API, with an SPA fallback: any GET outside
 * /api that matches no file answers index.html, and the client router decides what to show.
 * Unknown /api paths always get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  // The landing page with its first screen rendered at build time (apps/web/build/prerender-landing.ts, decision 047).
  const hasLanding = hasWebApp && existsSync(path.join(root, 'landing.html'));

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      if (path.extname(pathname) === '' || pathname.endsWith('.html')) {
        // `/` of the main site; a `portal` query parameter selects the portal's own home page instead.
        const landing = hasLanding && pathname === '/' && !/[?&]portal(=|&|$)/.test(request.url);
        return reply.header('cache-control', 'no-cache').sendFile(landing ? 'landing.html' : 'index.html');
      }
    }
    const body: ErrorBody = { message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
