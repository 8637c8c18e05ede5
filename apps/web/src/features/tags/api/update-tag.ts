import type { Tag, UpdateTagRequest } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

export function updateTag({ id, ...changes }: UpdateTagRequest & { id: number }): Promise<Tag> {
  requireParams({ id });
  return api.patch<Tag>(`/api/tags/${id}`, changes);
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTag, onSuccess: () => invalidateTagQueries(queryClient) });
}
