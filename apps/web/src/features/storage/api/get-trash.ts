import type { TrashReply } from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function getTrash(signal?: AbortSignal): Promise<TrashReply> {
  return api.get<TrashReply>('/api/user-storage/trash', { signal });
}

export const trashQueryOptions = () =>
  queryOptions({ queryKey: storageKeys.trash(), queryFn: ({ signal }) => getTrash(signal) });

export const useTrash = (enabled = true) => useQuery({ ...trashQueryOptions(), enabled });
