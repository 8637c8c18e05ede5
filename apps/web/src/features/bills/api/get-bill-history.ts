import type { BillHistoryResponse } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillHistory = (id: string, signal?: AbortSignal) =>
  api.get<BillHistoryResponse>(`${billPath(id)}/history`, { signal });

export const billHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.history(id), queryFn: ({ signal }) => getBillHistory(id, signal) });

export const useBillHistory = (id: string) => useQuery(billHistoryQueryOptions(id));
