import {
  type CreateRemarkRequest,
  type Remark,
  type RemarkKind,
  remarkKindPaths,
} from '@statehouse/shared/remarks/remarks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isRemarksQuery } from './remark-keys';

export function createRemark(kind: RemarkKind, body: CreateRemarkRequest): Promise<Remark> {
  return api.post<Remark>(remarkKindPaths[kind], body);
}

export function useCreateRemark(kind: RemarkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRemarkRequest) => createRemark(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isRemarksQuery }),
  });
}
