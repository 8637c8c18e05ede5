import type { EmptyTrashReply, StorageFile, TrashedReply } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { useStorageMutation } from './folder-mutations';

const filePath = (fileId: string) => `/api/user-storage/files/${encodeURIComponent(fileId)}`;

export const renameFile = (fileId: string, name: string) => api.patch<StorageFile>(filePath(fileId), { name });
export const moveFile = (fileId: string, folderId: number | null) =>
  api.patch<StorageFile>(`${filePath(fileId)}/move`, { folderId });
export const deleteFile = (fileId: string) => api.delete<TrashedReply>(filePath(fileId));
export const restoreFile = (fileId: string) => api.post<StorageFile>(`${filePath(fileId)}/restore`);
export const emptyTrash = () => api.delete<EmptyTrashReply>('/api/user-storage/trash');

export const useRenameFile = () =>
  useStorageMutation(({ fileId, name }: { fileId: string; name: string }) => renameFile(fileId, name));
export const useMoveFile = () =>
  useStorageMutation(({ fileId, folderId }: { fileId: string; folderId: number | null }) => moveFile(fileId, folderId));
export const useDeleteFile = () => useStorageMutation(deleteFile);
export const useRestoreFile = () => useStorageMutation(restoreFile);
export const useEmptyTrash = () => useStorageMutation(emptyTrash);
