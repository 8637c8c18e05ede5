import type { TeamsReply } from '@statehouse/shared/teams/teams.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function getTeams(signal?: AbortSignal): Promise<TeamsReply> {
  return api.get<TeamsReply>('/api/teams', { signal });
}

/** `enabled` false where the analyst portal is off: the call answers 403 there (decision 073). */
export const useTeams = (enabled = true) =>
  useQuery(queryOptions({ queryKey: teamKeys.all, queryFn: ({ signal }) => getTeams(signal), enabled }));
