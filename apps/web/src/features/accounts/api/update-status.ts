import type { MembershipStatus } from '@statehouse/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';

export const updateStatus = (userId: number, status: MembershipStatus) =>
  api.patch(`/api/accounts/users/${userId}/status`, { status });

export function useUpdateStatus(userId: number, { onError }: AccountChangeHandlers<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: MembershipStatus) => updateStatus(userId, status),
    onSuccess: () => invalidateAccountMembers(queryClient),
    onError,
  });
}
