import type { TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function getTeam(id: number, signal?: AbortSignal): Promise<TeamDetail> {
  return api.get<TeamDetail>(`/api/teams/${id}`, { signal });
}

export const useTeam = (id: number) =>
  useQuery(
    queryOptions({ queryKey: teamKeys.detail(id), queryFn: ({ signal }) => getTeam(id, signal), enabled: id > 0 }),
  );
