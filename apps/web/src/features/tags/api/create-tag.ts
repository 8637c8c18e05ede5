import type { CreateTagRequest, Tag } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

/** Creates a tag; with billIds it tracks those bills at once. */
export function createTag(body: CreateTagRequest): Promise<Tag> {
  return api.post<Tag>('/api/tags', body);
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => invalidateTagQueries(queryClient) });
}
