import type {
  CreateRelationshipRequest,
  Relationship,
  UpdateRelationshipRequest,
} from '@statehouse/shared/relationships/relationships.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relationshipKeys } from './relationship-keys';

export const createRelationship = (body: CreateRelationshipRequest) =>
  api.post<Relationship>('/api/relationships', body);

export const updateRelationship = (id: number, body: UpdateRelationshipRequest) =>
  api.patch<Relationship>(`/api/relationships/${id}`, body);

export const deleteRelationship = (id: number) => api.delete<null>(`/api/relationships/${id}`);

/** After any change every relationships view (the member's panel, the team map) is read again. */
function useInvalidateRelationships() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
}

export function useCreateRelationship() {
  const invalidate = useInvalidateRelationships();
  return useMutation({ mutationFn: createRelationship, onSuccess: invalidate });
}

export function useUpdateRelationship() {
  const invalidate = useInvalidateRelationships();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRelationshipRequest & { id: number }) => updateRelationship(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteRelationship() {
  const invalidate = useInvalidateRelationships();
  return useMutation({ mutationFn: deleteRelationship, onSuccess: invalidate });
}
