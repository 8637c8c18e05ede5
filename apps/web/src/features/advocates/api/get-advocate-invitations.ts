import type { PendingInvitationsReply } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

/** The account's open invitations; the invite page keeps the advocates' ones. */
export const advocateInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: advocateKeys.invitations,
    queryFn: ({ signal }) => api.get<PendingInvitationsReply>(`${advocatesPath}/invitations`, { signal }),
  });

export function useAdvocateInvitations() {
  return useQuery(advocateInvitationsQueryOptions());
}
