import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { isRemarksQuery } from './remark-keys';

export function deleteRemark(id: number): Promise<null> {
  requireParams({ id });
  return api.delete<null>(`/api/remarks/${id}`);
}

export function useDeleteRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRemark,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isRemarksQuery }),
  });
}
