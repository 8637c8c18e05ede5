import { useState } from 'react';
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
    queryClient
      .fetchQuery(currentUserQueryOptions())
      .then((user) => (user ? queryClient.prefetchQuery(userSettingsQueryOptions()) : undefined))
      .catch(() => undefined);
  }
  return queryClient;
}

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(() => createStartedQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
