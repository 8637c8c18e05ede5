import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { currentUserQueryOptions } from '@/features/auth/api/current-user';
import { pathsWithoutUserFetch } from '@/features/auth/user-provider';
import { userSettingsQueryOptions } from '@/features/users/api/user-settings';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * Asks who is signed in while the first page's code is still downloading: the user context would only ask
 * once that code is in, and a signed-in screen waits for the answer (docs/decisions/019).
 */
export function createStartedQueryClient(pathname = window.location.pathname) {
  const queryClient = createQueryClient();
  if (!pathsWithoutUserFetch.includes(pathname)) {
    // A signed-in user's settings (theme, last state and session) are the next thing every app screen asks for.
    // Then the sessions of the state they last picked, which the app's state and session context asks next.
    queryClient
      .fetchQuery(currentUserQueryOptions())
      .then((user) => (user ? queryClient.fetchQuery(userSettingsQueryOptions()) : undefined))
      .then(async (settings) => {
        const stateCode = settings?.legislative?.stateCode;
        if (!stateCode || stateCode === 'ALL') return;
        // Imported on demand: the sessions code belongs to the signed-in screens' chunks, not the entry.
        const { sessionsQueryOptions } = await import('@/features/legislative/api/get-sessions');
        await queryClient.prefetchQuery(sessionsQueryOptions(stateCode));
      })
      .catch(() => undefined);
  }
  return queryClient;
}

/** `router`: one created before the first render (src/main.tsx waits for it over a prerendered page); a new one otherwise. */
export function App({ router: given }: { router?: DataRouter } = {}) {
  const [router] = useState(() => given ?? createAppRouter());
  const [queryClient] = useState(() => createStartedQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
