import type { ShareTagRequest, TagShare } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

/** Shares a personal tag with a colleague (again: changes the access). */
export function shareTag(body: ShareTagRequest): Promise<TagShare> {
  return api.post<TagShare>('/api/tags/share', body);
}

export function useShareTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareTag, onSuccess: () => invalidateTagQueries(queryClient) });
}
