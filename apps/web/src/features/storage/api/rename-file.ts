import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { filePath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const renameFile = (fileId: string, name: string) => api.patch<StorageFile>(filePath(fileId), { name });

export const useRenameFile = () =>
  useStorageMutation(({ fileId, name }: { fileId: string; name: string }) => renameFile(fileId, name));
