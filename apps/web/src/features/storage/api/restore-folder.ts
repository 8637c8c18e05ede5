import type { StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { folderPath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const restoreFolder = (folderId: number) => api.post<StorageFolder>(`${folderPath(folderId)}/restore`);

export const useRestoreFolder = () => useStorageMutation(restoreFolder);
