import type { TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export function removeTeamMember(id: number, userId: number): Promise<TeamDetail> {
  return api.delete<TeamDetail>(`/api/teams/${id}/members/${userId}`);
}

export function useRemoveTeamMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeTeamMember(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
