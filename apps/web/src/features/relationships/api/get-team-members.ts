import type { UsersReply } from '@statehouse/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relationshipKeys } from './relationship-keys';

/** Who on the team a relationship can belong to: the account's members (GET /api/users). */
export const getTeamMembers = (signal?: AbortSignal) => api.get<UsersReply>('/api/users', { signal });

export const teamMembersQueryOptions = () =>
  queryOptions({ queryKey: relationshipKeys.team, queryFn: ({ signal }) => getTeamMembers(signal) });

export const useTeamMembers = (enabled = true) => useQuery({ ...teamMembersQueryOptions(), enabled });
