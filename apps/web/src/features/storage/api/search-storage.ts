import type { StorageSearchQuery, StorageSearchReply } from '@statehouse/shared/storage/storage.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function searchStorage(query: StorageSearchQuery, signal?: AbortSignal): Promise<StorageSearchReply> {
  return api.get<StorageSearchReply>('/api/user-storage/search', { params: query as QueryParams, signal });
}

export const storageSearchQueryOptions = (query: StorageSearchQuery) =>
  queryOptions({
    queryKey: storageKeys.search(query),
    queryFn: ({ signal }) => searchStorage(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStorageSearch = (query: StorageSearchQuery) =>
  useQuery({ ...storageSearchQueryOptions(query), enabled: query.q.trim() !== '' });
