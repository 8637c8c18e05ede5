import type { BillStatutes } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillStatutes = (id: string, signal?: AbortSignal) =>
  api.get<BillStatutes>(`${billPath(id)}/statutes`, { signal });

export const billStatutesQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.statutes(id), queryFn: ({ signal }) => getBillStatutes(id, signal) });

export const useBillStatutes = (id: string) => useQuery(billStatutesQueryOptions(id));
