import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRelationships } from './relationship-keys';

export const deleteRelationship = (id: number) => api.delete<null>(`/api/relationships/${id}`);

export function useDeleteRelationship() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRelationship, onSuccess: () => invalidateRelationships(queryClient) });
}
