import type { SimilarBillsReply } from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billPath, similarBillsKeys } from './similar-bills-keys';

export const getSimilarBills = (id: string, state?: string, signal?: AbortSignal) =>
  api.get<SimilarBillsReply>(`${billPath(id)}/similar-ai`, { params: { state }, signal });

export const similarBillsQueryOptions = (id: string, state?: string) =>
  queryOptions({
    queryKey: similarBillsKeys.similar(id, state),
    queryFn: ({ signal }) => getSimilarBills(id, state, signal),
    // Alignment is computed per request; the texts change only on import.
    staleTime: 5 * 60_000,
  });

export const useSimilarBills = (id: string, state?: string) => useQuery(similarBillsQueryOptions(id, state));
