import type { BillContentReply } from '@statehouse/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taskKeys } from './task-keys';

export function getBillTaskContent(billId: string, signal?: AbortSignal): Promise<BillContentReply> {
  return api.get<BillContentReply>(`/api/tasks/bill-content/${encodeURIComponent(billId)}`, { signal });
}

export const useBillTaskContent = (billId: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: taskKeys.billContent(billId),
      queryFn: ({ signal }) => getBillTaskContent(billId, signal),
      enabled,
    }),
  );
