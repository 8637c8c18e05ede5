import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

export function unshareTag(shareId: number): Promise<{ id: number; tagId: number }> {
  requireParams({ shareId });
  return api.delete<{ id: number; tagId: number }>(`/api/tags/share/${shareId}`);
}

export function useUnshareTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unshareTag, onSuccess: () => invalidateTagQueries(queryClient) });
}
