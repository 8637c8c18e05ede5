import type { BillCompanions } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillCompanions = (id: string, signal?: AbortSignal) =>
  api.get<BillCompanions>(`${billPath(id)}/companions`, { signal });

export const billCompanionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.companions(id), queryFn: ({ signal }) => getBillCompanions(id, signal) });

export const useBillCompanions = (id: string) => useQuery(billCompanionsQueryOptions(id));
