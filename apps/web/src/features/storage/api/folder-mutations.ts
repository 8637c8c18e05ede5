import type { CreateFolderRequest, StorageFolder, TrashedReply } from '@statehouse/shared/storage/storage.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStorageQuery } from './storage-keys';

const folderPath = (folderId: number) => `/api/user-storage/folders/${folderId}`;

export const createFolder = (body: CreateFolderRequest) => api.post<StorageFolder>('/api/user-storage/folders', body);
export const renameFolder = (folderId: number, name: string) =>
  api.patch<StorageFolder>(folderPath(folderId), { name });
export const deleteFolder = (folderId: number) => api.delete<TrashedReply>(folderPath(folderId));
export const restoreFolder = (folderId: number) => api.post<StorageFolder>(`${folderPath(folderId)}/restore`);

/** Any change to folders: every storage list may show it. */
function useStorageMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ predicate: isStorageQuery }) });
}

export const useCreateFolder = () => useStorageMutation(createFolder);
export const useRenameFolder = () =>
  useStorageMutation(({ folderId, name }: { folderId: number; name: string }) => renameFolder(folderId, name));
export const useDeleteFolder = () => useStorageMutation(deleteFolder);
export const useRestoreFolder = () => useStorageMutation(restoreFolder);
export { useStorageMutation };
