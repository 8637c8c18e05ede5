import type { TagListQuery, TagListReply } from '@statehouse/shared/tags/tags.schemas';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tagKeys } from './tag-keys';

export function getTags(query: TagListQuery, signal?: AbortSignal): Promise<TagListReply> {
  return api.get<TagListReply>('/api/tags', { params: query, signal });
}

export const tagsQueryOptions = (query: TagListQuery) =>
  queryOptions({
    queryKey: tagKeys.list(query),
    queryFn: ({ signal }) => getTags(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTags = (query: TagListQuery) => useQuery(tagsQueryOptions(query));

/** Loads the list ahead of its first use (a pointer or the focus reaching the button that opens it). */
export function usePrefetchTags(query: TagListQuery) {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(tagsQueryOptions(query));
}
