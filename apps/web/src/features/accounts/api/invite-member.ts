import type { InvitationCreated, InviteRequest } from '@statehouse/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';
import { inviteAnalyst } from './invite-analyst';
import { inviteFullUser } from './invite-full-user';

/** The Invite card's one form over the two invitation calls: a user (holds a seat) or an analyst. */
export function useInviteMember(
  kind: 'user' | 'analyst',
  { onSuccess, onError }: AccountChangeHandlers<InvitationCreated> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => (kind === 'user' ? inviteFullUser(body) : inviteAnalyst(body)),
    onSuccess: async (invitation) => {
      onSuccess?.(invitation);
      await invalidateAccountMembers(queryClient);
    },
    onError,
  });
}
