import type { TagListQuery, TagListReply } from '@statehouse/shared/tags/tags.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
