import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, requireParams } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export function getBill(id: string, signal?: AbortSignal): Promise<BillDetail> {
  requireParams({ id });
  return api.get<BillDetail>(billPath(id), { signal });
}

export const billQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => getBill(id, signal),
    // An unknown bill stays unknown: no retry on 400/404.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 1,
  });

export const useBill = (id: string) => useQuery(billQueryOptions(id));
