import type { StorageFoldersReply } from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function getFolders(signal?: AbortSignal): Promise<StorageFoldersReply> {
  return api.get<StorageFoldersReply>('/api/user-storage/folders', { signal });
}

export const foldersQueryOptions = () =>
  queryOptions({ queryKey: storageKeys.folders(), queryFn: ({ signal }) => getFolders(signal) });

export const useFolders = () => useQuery(foldersQueryOptions());
