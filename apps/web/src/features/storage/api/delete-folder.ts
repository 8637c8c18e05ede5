import type { TrashedReply } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { folderPath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const deleteFolder = (folderId: number) => api.delete<TrashedReply>(folderPath(folderId));

export const useDeleteFolder = () => useStorageMutation(deleteFolder);
