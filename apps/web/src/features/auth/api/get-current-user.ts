import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** The signed-in user, or null when nobody is (a 401 is an answer here, not an error). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const reply = await api.get<UserReply | null>('/api/auth/me', { on401: 'returnNull' });
  return reply ? mapUserReply(reply) : null;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getCurrentUser, retry: false });

export const useCurrentUser = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...currentUserQueryOptions(), enabled });

/**
 * The signed-in user's cache entry, for the answers that carry a user (sign-in, registration, accepting an
 * invitation, switching accounts) and for asking again.
 */
export function useCurrentUserCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      set: (user: CurrentUser | null) => queryClient.setQueryData(authKeys.me, user),
      refetch: () => queryClient.invalidateQueries({ queryKey: authKeys.me, exact: true }),
      /** Drops everything else cached: it was read as the user (or in the account) that was just left. */
      dropAllButUser: () => queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== authKeys.me[0] }),
    }),
    [queryClient],
  );
}
