import type { FilesListQuery, StorageSearchQuery } from '@statehouse/shared/storage/storage.schemas';
import type { Query } from '@tanstack/react-query';

/** API paths of one file, one folder and one bill's documents. */
export const filePath = (fileId: string) => `/api/user-storage/files/${encodeURIComponent(fileId)}`;
export const folderPath = (folderId: number) => `/api/user-storage/folders/${folderId}`;
export const documentsPath = (billId: string) => `/api/bills/${encodeURIComponent(billId)}/supporting-documents`;

/** Query keys of the storage feature: the first element is always the API path (ADR 006). */
export const storageKeys = {
  folders: () => ['/api/user-storage/folders'] as const,
  files: (query: FilesListQuery) => ['/api/user-storage/files', query] as const,
  file: (fileId: string) => ['/api/user-storage/files', fileId] as const,
  search: (query: StorageSearchQuery) => ['/api/user-storage/search', query] as const,
  trash: () => ['/api/user-storage/trash'] as const,
  usage: () => ['/api/user-storage/usage'] as const,
  billDocuments: (billId: string) => [`/api/bills/${billId}/supporting-documents`] as const,
};

/** Every storage query (and the bills' document lists): what any change to a file or folder makes stale. */
export const isStorageQuery = (query: Query) => {
  const key = query.queryKey[0];
  return typeof key === 'string' && (key.startsWith('/api/user-storage') || key.endsWith('/supporting-documents'));
};
