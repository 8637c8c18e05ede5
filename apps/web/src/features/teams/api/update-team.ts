import type { TeamDetail, UpdateTeamRequest } from '@statehouse/shared/teams/teams.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function updateTeam(id: number, body: UpdateTeamRequest): Promise<TeamDetail> {
  return api.patch<TeamDetail>(`/api/teams/${id}`, body);
}

export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamRequest) => updateTeam(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
