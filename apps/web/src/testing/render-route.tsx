import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import type { RouteSet } from '@/app/route-set';
import { buildRoutes } from '@/app/router';

/** Renders the real route tree of a route set at `path`, inside the app's providers. */
export function renderRoute(path: string, { set = 'main' }: { set?: RouteSet } = {}) {
  const router = createMemoryRouter(buildRoutes(set), { initialEntries: [path] });
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
