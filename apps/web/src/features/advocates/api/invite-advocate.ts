import type { AdvocateInvitationCreated, InviteAdvocateRequest } from '@statehouse/shared/advocates/advocates.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocatesPath, invalidateAdvocates } from './advocate-keys';

export function inviteAdvocate(body: InviteAdvocateRequest) {
  return api.post<AdvocateInvitationCreated>(advocatesPath, body);
}

export function useInviteAdvocate({ onSuccess }: { onSuccess?: (created: AdvocateInvitationCreated) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAdvocate,
    onSuccess: async (created) => {
      onSuccess?.(created);
      await invalidateAdvocates(queryClient);
    },
  });
}
