import type { CreateRelationshipRequest, Relationship } from '@statehouse/shared/relationships/relationships.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateRelationships } from './relationship-keys';

export const createRelationship = (body: CreateRelationshipRequest) =>
  api.post<Relationship>('/api/relationships', body);

export function useCreateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRelationship, onSuccess: () => invalidateRelationships(queryClient) });
}
