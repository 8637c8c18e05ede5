import type { AcceptInvitationRequest } from '@statehouse/shared/accounts/accounts.schemas';
import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The new user's details, or nothing to join as the signed-in user. */
export type AcceptInvitationBody = Omit<AcceptInvitationRequest, 'token'>;

export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<UserReply> {
  return api.post<UserReply>('/api/invitations/accept', { token, ...body });
}

export function useAcceptInvitation(
  token: string,
  { onSuccess, onError }: { onSuccess: (reply: UserReply) => unknown; onError: (error: Error) => void },
) {
  return useMutation({ mutationFn: (body: AcceptInvitationBody) => acceptInvitation(token, body), onSuccess, onError });
}
