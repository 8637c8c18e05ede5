import type { StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { folderPath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const renameFolder = (folderId: number, name: string) =>
  api.patch<StorageFolder>(folderPath(folderId), { name });

export const useRenameFolder = () =>
  useStorageMutation(({ folderId, name }: { folderId: number; name: string }) => renameFolder(folderId, name));
