import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';

export const revokeInvitation = (id: number) => api.delete<null>(`/api/invitations/${id}`);

/** Withdraws an open invitation: its link stops working and the seat it held is free. */
export function useRevokeInvitation({ onSuccess, onError }: AccountChangeHandlers<null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: async (reply) => {
      onSuccess?.(reply);
      await invalidateAccountMembers(queryClient);
    },
    onError,
  });
}
