import type { StorageUsage } from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function getUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return api.get<StorageUsage>('/api/user-storage/usage', { signal });
}

export const usageQueryOptions = () =>
  queryOptions({ queryKey: storageKeys.usage(), queryFn: ({ signal }) => getUsage(signal) });

export const useStorageUsage = () => useQuery(usageQueryOptions());
