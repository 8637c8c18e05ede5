import type { FilesListQuery, FilesListReply } from '@statehouse/shared/storage/storage.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function getFiles(query: FilesListQuery, signal?: AbortSignal): Promise<FilesListReply> {
  return api.get<FilesListReply>('/api/user-storage/files', { params: query as QueryParams, signal });
}

export const filesQueryOptions = (query: FilesListQuery) =>
  queryOptions({
    queryKey: storageKeys.files(query),
    queryFn: ({ signal }) => getFiles(query, signal),
    placeholderData: keepPreviousData,
  });

/** The files of a folder; `enabled` waits until the page knows which folder the URL names. */
export const useFiles = (query: FilesListQuery, enabled = true) => useQuery({ ...filesQueryOptions(query), enabled });
