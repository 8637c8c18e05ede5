import type { BillProvenance } from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billPath, similarBillsKeys } from './similar-bills-keys';

export const getBillProvenance = (id: string, signal?: AbortSignal) =>
  api.get<BillProvenance>(`${billPath(id)}/provenance`, { signal });

export const billProvenanceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: similarBillsKeys.provenance(id),
    queryFn: ({ signal }) => getBillProvenance(id, signal),
    staleTime: 5 * 60_000,
  });

export const useBillProvenance = (id: string) => useQuery(billProvenanceQueryOptions(id));
