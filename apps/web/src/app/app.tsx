import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { myAccountsQueryOptions } from '@/features/accounts/api/get-my-accounts';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { pathsWithoutUserFetch } from '@/features/auth/user-provider';
import { userSettingsQueryOptions } from '@/lib/api/get-user-settings';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';

/**
 * Asks who is signed in while the first page's code is still downloading: the user context would only ask
 * once that code is in, and a signed-in screen waits for the answer (docs/decisions/019). `started` settles when
 * the chain has (user, settings, accounts, the sessions of the state the app will show); when the page carries those
 * replies (decision 050) that is at once, and src/main.tsx renders after it, so the first render already has them.
 */
export function createStartedQueryClient(pathname = window.location.pathname) {
  const queryClient = createQueryClient();
  if (pathsWithoutUserFetch.includes(pathname)) return { queryClient, started: Promise.resolve() };
  // A signed-in user's settings (theme, last state and session) are the next thing every app screen asks for.
  // Then the sessions of the state the app will show, which the app's state and session context asks next.
  const started = queryClient
    .fetchQuery(currentUserQueryOptions())
    .then(async (user) => {
      if (!user) return;
      // The account list too: the account context asks for it on the first render of every signed-in screen.
      const accounts = queryClient.prefetchQuery(myAccountsQueryOptions());
      const settings = await queryClient.fetchQuery(userSettingsQueryOptions());
      const { prefetchStartingSessions } = await import('@/features/sessions/starting-sessions');
      await Promise.all([prefetchStartingSessions(queryClient, user, settings), accounts]);
    })
    .catch(() => undefined);
  return { queryClient, started };
}

/**
 * `router`: created by src/main.tsx before the first render (app-router.ts). `queryClient`: one started by
 * src/main.tsx, else one started here.
 */
export function App({ router, queryClient: givenClient }: { router: DataRouter; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createStartedQueryClient().queryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
