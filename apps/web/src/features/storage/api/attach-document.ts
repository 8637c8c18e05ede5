import type { AttachDocumentRequest, SupportingDocument } from '@statehouse/shared/storage/storage.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsPath, isStorageQuery } from './storage-keys';

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

export function useAttachDocument(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttachDocumentRequest | { file: File; title?: string }) => attachDocument(billId, input),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isStorageQuery }),
  });
}
