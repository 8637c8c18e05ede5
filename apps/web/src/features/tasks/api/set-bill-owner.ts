import type { BillOwner, SetBillOwnerRequest } from '@statehouse/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function setBillOwner(billId: string, body: SetBillOwnerRequest) {
  return api.put<{ billId: string; owner: BillOwner | null }>(`/api/bills/${encodeURIComponent(billId)}/owner`, body);
}

export function useSetBillOwner(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetBillOwnerRequest) => setBillOwner(billId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
