import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { positionKeys } from './position-keys';

export function withdrawBillPosition(id: number): Promise<null> {
  requireParams({ id });
  return api.delete<null>(`/api/bill-positions/${id}`);
}

export function useWithdrawBillPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBillPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionKeys.all }),
  });
}
