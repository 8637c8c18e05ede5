import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { queryConfig } from '@/lib/query-client';

/** Prints where the router is, so tests can assert on navigation by role. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` in a memory router (other paths show only the location) with a fresh query client. */
export function renderWithRouter(element: ReactNode, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [at] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Makes `(min-width: …)` media queries match, as on a desktop screen. */
export function mockDesktopViewport() {
  mockViewport('min-width');
}

/** Makes `(max-width: …)` media queries match, as on a phone. */
export function mockPhoneViewport() {
  mockViewport('max-width');
}

function mockViewport(matching: 'min-width' | 'max-width') {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes(matching),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
