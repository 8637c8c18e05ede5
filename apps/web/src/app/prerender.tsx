import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { authKeys } from '@/features/auth/api/auth-keys';
import { queryConfig } from '@/lib/query-client';
import { AppLoading } from './app-loading';
import { AppProvider } from './provider';
import type { RouteHandle } from './route-handle';
import { buildRoutes } from './router';

/**
 * Markup rendered at build time (build/prerender.ts) into the pages the server sends, so a phone paints before
 * any JavaScript has run. Run by Vite in Node, never shipped to the browser.
 */

/**
 * The app's loading screen, written into index.html's `#root`: what every page but `/` shows until its code has
 * loaded, then React renders the page over it (src/main.tsx, decision 050).
 */
export function renderLoadingScreen(): string {
  return renderToStaticMarkup(<AppLoading />);
}

/**
 * The landing page's markup as a signed-out visitor's browser first draws it, rendered at build time
 * (build/prerender.ts) into the `#root` of `landing.html`, which the server sends for `/`. A phone paints
 * the hero as soon as the HTML and CSS are in; the app then renders over it (src/main.tsx, decision 047).
 */
export async function renderLanding(origin = 'http://localhost'): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(buildRoutes('main'));
  // query() loads the lazy layout and page modules of `/`, as the browser router does before its first render.
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: queryConfig });
  // Signed out: the only visitor a prerendered page is for (a signed-in one is sent on to the dashboard).
  queryClient.setQueryData(authKeys.me, null);
  const pageTitle = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.title;
  const markup = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); the browser renders afresh. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  // Drops the cached queries and their garbage-collection timers (five minutes), which would keep the build alive.
  queryClient.clear();
  // The title the app sets once it runs (root-layout.tsx), so the tab does not change under the visitor.
  return { markup, title: pageTitle ? `${pageTitle} | Statehouse` : 'Statehouse' };
}
