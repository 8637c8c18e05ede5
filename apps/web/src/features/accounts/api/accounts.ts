import type {
  AccountUsersPage,
  AccountUsersQuery,
  InvitationCreated,
  InviteRequest,
  MembershipStatus,
  MyAccountsReply,
  Seats,
  TrackedActivity,
  UpdateTrackedActivityRequest,
} from '@statehouse/shared/accounts/accounts.schemas';
import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';

/** Query keys of the accounts feature; the first element is the API path (docs/decisions/006). */
export const accountKeys = {
  all: ['/api/accounts'] as const,
  my: ['/api/accounts/my'] as const,
  seats: ['/api/accounts/seats'] as const,
  usersAll: ['/api/accounts/users'] as const,
  users: (query: AccountUsersQuery) => ['/api/accounts/users', query] as const,
  trackedActivity: (userId: number) => [`/api/accounts/users/${userId}/tracked-activity`] as const,
};

export const myAccountsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.my, queryFn: () => api.get<MyAccountsReply>('/api/accounts/my') });

export const seatsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.seats, queryFn: () => api.get<Seats>('/api/accounts/seats') });

export const useSeats = () => useQuery(seatsQueryOptions());

export const accountUsersQueryOptions = (query: AccountUsersQuery) =>
  queryOptions({
    queryKey: accountKeys.users(query),
    queryFn: () => api.get<AccountUsersPage>('/api/accounts/users', { params: query as QueryParams }),
    placeholderData: (previous) => previous,
  });

export const useAccountUsers = (query: AccountUsersQuery) => useQuery(accountUsersQueryOptions(query));

export const trackedActivityQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.trackedActivity(userId),
    queryFn: () => api.get<TrackedActivity>(`/api/accounts/users/${userId}/tracked-activity`),
  });

export const updateSeats = (seats: number) => api.patch<Seats>('/api/accounts/seats', { seats });
export const updateRole = (userId: number, role: RoleName) => api.post(`/api/accounts/users/${userId}/role`, { role });
export const updateStatus = (userId: number, status: MembershipStatus) =>
  api.patch(`/api/accounts/users/${userId}/status`, { status });
export const updateTrackedActivity = (userId: number, body: UpdateTrackedActivityRequest) =>
  api.put<TrackedActivity>(`/api/accounts/users/${userId}/tracked-activity`, body);
export const inviteFullUser = (body: InviteRequest) => api.post<InvitationCreated>('/api/accounts/invite-full', body);
export const inviteAnalyst = (body: InviteRequest) => api.post<InvitationCreated>('/api/analysts/invite', body);
