import type { InvitationCreated } from '@statehouse/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';

export const resendInvitation = (id: number) => api.post<InvitationCreated>(`/api/invitations/${id}/resend`);

/** A new link for an open invitation (the old one stops working): mailed, or returned without a mail server. */
export function useResendInvitation({ onSuccess, onError }: AccountChangeHandlers<InvitationCreated> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: async (invitation) => {
      onSuccess?.(invitation);
      await invalidateAccountMembers(queryClient);
    },
    onError,
  });
}
