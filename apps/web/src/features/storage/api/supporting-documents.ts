import type {
  AttachDocumentRequest,
  SupportingDocument,
  SupportingDocumentsReply,
} from '@statehouse/shared/storage/storage.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStorageQuery, storageKeys } from './storage-keys';

const documentsPath = (billId: string) => `/api/bills/${encodeURIComponent(billId)}/supporting-documents`;

export function getBillDocuments(billId: string, signal?: AbortSignal): Promise<SupportingDocumentsReply> {
  return api.get<SupportingDocumentsReply>(documentsPath(billId), { signal });
}

export const billDocumentsQueryOptions = (billId: string) =>
  queryOptions({
    queryKey: storageKeys.billDocuments(billId),
    queryFn: ({ signal }) => getBillDocuments(billId, signal),
  });

export const useBillDocuments = (billId: string) => useQuery(billDocumentsQueryOptions(billId));

/** Attaches a stored file (JSON) or uploads a new one (multipart "document"). */
export function attachDocument(billId: string, input: AttachDocumentRequest | { file: File; title?: string }) {
  if ('file' in input) {
    const form = new FormData();
    if (input.title) form.append('title', input.title);
    form.append('document', input.file, input.file.name);
    return api.post<SupportingDocument>(documentsPath(billId), form);
  }
  return api.post<SupportingDocument>(documentsPath(billId), input);
}

export const detachDocument = (billId: string, documentId: number) =>
  api.delete<{ ok: true }>(`${documentsPath(billId)}/${documentId}`);

export function useAttachDocument(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttachDocumentRequest | { file: File; title?: string }) => attachDocument(billId, input),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isStorageQuery }),
  });
}

export function useDetachDocument(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => detachDocument(billId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.billDocuments(billId) }),
  });
}
