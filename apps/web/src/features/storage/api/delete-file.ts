import type { TrashedReply } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { filePath } from './storage-keys';
import { useStorageMutation } from './use-storage-mutation';

export const deleteFile = (fileId: string) => api.delete<TrashedReply>(filePath(fileId));

export const useDeleteFile = () => useStorageMutation(deleteFile);
