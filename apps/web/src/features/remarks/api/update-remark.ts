import type { Remark } from '@statehouse/shared/remarks/remarks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { isRemarksQuery } from './remark-keys';

export function updateRemark(id: number, body: string): Promise<Remark> {
  requireParams({ id });
  return api.patch<Remark>(`/api/remarks/${id}`, { body });
}

export function useUpdateRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => updateRemark(id, body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isRemarksQuery }),
  });
}
