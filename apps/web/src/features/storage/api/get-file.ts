import type { StorageFileDetail } from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

export function getFile(fileId: string, signal?: AbortSignal): Promise<StorageFileDetail> {
  return api.get<StorageFileDetail>(`/api/user-storage/files/${encodeURIComponent(fileId)}`, { signal });
}

export const fileQueryOptions = (fileId: string) =>
  queryOptions({ queryKey: storageKeys.file(fileId), queryFn: ({ signal }) => getFile(fileId, signal) });

export const useFile = (fileId: string | null) => useQuery({ ...fileQueryOptions(fileId ?? ''), enabled: !!fileId });

/** Where the browser downloads a file (an attachment under its original name) and previews PDFs and images. */
export const fileUrls = (fileId: string) => ({
  download: `/api/user-storage/files/${encodeURIComponent(fileId)}/download`,
  preview: `/api/user-storage/files/${encodeURIComponent(fileId)}/preview`,
});
