import type { SetBillPositionReply, SetBillPositionRequest } from '@statehouse/shared/positions/positions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positionKeys } from './position-keys';

export function setBillPosition(body: SetBillPositionRequest): Promise<SetBillPositionReply> {
  return api.post<SetBillPositionReply>('/api/bill-positions', body);
}

/** Sets a position and refreshes every positions list (the bill's card, tracked-bill rows). */
export function useSetBillPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBillPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionKeys.all }),
  });
}
