import type { CreateTeamRequest, TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function createTeam(body: CreateTeamRequest): Promise<TeamDetail> {
  return api.post<TeamDetail>('/api/teams', body);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
