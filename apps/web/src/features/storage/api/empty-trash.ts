import type { EmptyTrashReply } from '@statehouse/shared/storage/storage.schemas';
import { api } from '@/lib/api-client';
import { useStorageMutation } from './use-storage-mutation';

export const emptyTrash = () => api.delete<EmptyTrashReply>('/api/user-storage/trash');

export const useEmptyTrash = () => useStorageMutation(emptyTrash);
