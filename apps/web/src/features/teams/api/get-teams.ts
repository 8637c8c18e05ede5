import type { TeamsReply } from '@statehouse/shared/teams/teams.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function getTeams(signal?: AbortSignal): Promise<TeamsReply> {
  return api.get<TeamsReply>('/api/teams', { signal });
}

export const useTeams = () =>
  useQuery(queryOptions({ queryKey: teamKeys.all, queryFn: ({ signal }) => getTeams(signal) }));
