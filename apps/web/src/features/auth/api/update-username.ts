import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { type CurrentUser, mapUserReply } from '@statehouse/shared/auth/current-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export async function updateUsername(body: { username: string }): Promise<CurrentUser> {
  return mapUserReply(await api.post<UserReply>('/api/auth/update-username', body));
}

/** The answer is the signed-in user under the new name: it replaces the cached one, so the whole app shows it. */
export function useUpdateUsername({
  onSuccess,
  onError,
}: {
  onSuccess?: (user: CurrentUser) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: (next) => {
      queryClient.setQueryData(authKeys.me, next);
      onSuccess?.(next);
    },
    onError,
  });
}
