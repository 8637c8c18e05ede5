import type { AccountUsersQuery } from '@statehouse/shared/accounts/accounts.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the accounts feature; the first element is the API path (docs/decisions/006). */
export const accountKeys = {
  all: ['/api/accounts'] as const,
  my: ['/api/accounts/my'] as const,
  seats: ['/api/accounts/seats'] as const,
  /** SPEC's open-invitations call (getPendingInvitations). */
  invitations: ['/api/advocate-management/invitations'] as const,
  usersAll: ['/api/accounts/users'] as const,
  users: (query: AccountUsersQuery) => ['/api/accounts/users', query] as const,
  trackedActivity: (userId: number) => [`/api/accounts/users/${userId}/tracked-activity`] as const,
};

/** After a change to seats, members or invitations: the seat counts, the members and the open invitations. */
export const invalidateAccountMembers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.seats }),
    queryClient.invalidateQueries({ queryKey: accountKeys.usersAll }),
    queryClient.invalidateQueries({ queryKey: accountKeys.invitations }),
  ]);

/** What a change on the accounts screen calls when it worked (before the lists are read again) or failed. */
export type AccountChangeHandlers<T> = { onSuccess?: (reply: T) => void; onError?: (error: Error) => void };
