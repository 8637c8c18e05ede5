import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { filePath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const restoreFile = (fileId: string) => api.post<StorageFile>(`${filePath(fileId)}/restore`);

export const useRestoreFile = () => useStorageMutation(restoreFile);
