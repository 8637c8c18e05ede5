import type { TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function addTeamMembers(id: number, userIds: number[]): Promise<TeamDetail> {
  return api.post<TeamDetail>(`/api/teams/${id}/members`, { userIds });
}

export function useAddTeamMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => addTeamMembers(id, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
