import type { CreateFolderRequest, StorageFolder } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { useStorageMutation } from './use-storage-mutation';

export const createFolder = (body: CreateFolderRequest) => api.post<StorageFolder>('/api/user-storage/folders', body);

export const useCreateFolder = () => useStorageMutation(createFolder);
