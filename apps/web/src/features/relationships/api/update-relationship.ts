import type { Relationship, UpdateRelationshipRequest } from '@statehouse/shared/relationships/relationships.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRelationships } from './relationship-keys';

export const updateRelationship = (id: number, body: UpdateRelationshipRequest) =>
  api.patch<Relationship>(`/api/relationships/${id}`, body);

export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRelationshipRequest & { id: number }) => updateRelationship(id, body),
    onSuccess: () => invalidateRelationships(queryClient),
  });
}
