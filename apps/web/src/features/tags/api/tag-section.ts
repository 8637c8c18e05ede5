import type { TagSectionsRequest } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

/** Tags or untags one statute or regulation section. */
export function tagSection(body: TagSectionsRequest): Promise<{ added: number; removed: number }> {
  return api.post<{ added: number; removed: number }>('/api/tags/sections', body);
}

export function useTagSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: tagSection, onSuccess: () => invalidateTagQueries(queryClient) });
}
