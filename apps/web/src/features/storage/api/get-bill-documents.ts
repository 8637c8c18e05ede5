import type { SupportingDocumentsReply } from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsPath, storageKeys } from './storage-keys';

export function getBillDocuments(billId: string, signal?: AbortSignal): Promise<SupportingDocumentsReply> {
  return api.get<SupportingDocumentsReply>(documentsPath(billId), { signal });
}

export const billDocumentsQueryOptions = (billId: string) =>
  queryOptions({
    queryKey: storageKeys.billDocuments(billId),
    queryFn: ({ signal }) => getBillDocuments(billId, signal),
  });

export const useBillDocuments = (billId: string) => useQuery(billDocumentsQueryOptions(billId));
