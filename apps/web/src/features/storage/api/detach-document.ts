import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentsPath, storageKeys } from './storage-keys';

export const detachDocument = (billId: string, documentId: number) =>
  api.delete<{ ok: true }>(`${documentsPath(billId)}/${documentId}`);

export function useDetachDocument(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => detachDocument(billId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.billDocuments(billId) }),
  });
}
