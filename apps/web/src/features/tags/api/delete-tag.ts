import type { DeleteTagReply } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

export function deleteTag(id: number): Promise<DeleteTagReply> {
  requireParams({ id });
  return api.delete<DeleteTagReply>(`/api/tags/${id}`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => invalidateTagQueries(queryClient) });
}
