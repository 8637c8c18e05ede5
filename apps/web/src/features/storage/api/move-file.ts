import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { filePath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const moveFile = (fileId: string, folderId: number | null) =>
  api.patch<StorageFile>(`${filePath(fileId)}/move`, { folderId });

export const useMoveFile = () =>
  useStorageMutation(({ fileId, folderId }: { fileId: string; folderId: number | null }) => moveFile(fileId, folderId));
