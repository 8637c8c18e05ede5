import type { BillVotesResponse } from '@statehouse/shared/bills/bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billKeys, billPath } from './bill-keys';

export const getBillVotes = (id: string, signal?: AbortSignal) =>
  api.get<BillVotesResponse>(`${billPath(id)}/votes`, { signal });

export const billVotesQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.votes(id), queryFn: ({ signal }) => getBillVotes(id, signal) });

export const useBillVotes = (id: string) => useQuery(billVotesQueryOptions(id));
