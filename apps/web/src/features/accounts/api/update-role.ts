import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';

export const updateRole = (userId: number, role: RoleName) => api.post(`/api/accounts/users/${userId}/role`, { role });

export function useUpdateRole(userId: number, { onError }: AccountChangeHandlers<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleName) => updateRole(userId, role),
    onSuccess: () => invalidateAccountMembers(queryClient),
    onError,
  });
}
