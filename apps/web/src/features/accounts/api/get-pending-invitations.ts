import type { PendingInvitationsReply } from '@statehouse/shared/accounts/accounts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getPendingInvitations = (signal?: AbortSignal) =>
  api.get<PendingInvitationsReply>('/api/advocate-management/invitations', { signal });

export const pendingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.invitations, queryFn: ({ signal }) => getPendingInvitations(signal) });

/** The account's open invitations (not used, not expired), newest first. */
export const usePendingInvitations = () => useQuery(pendingInvitationsQueryOptions());
