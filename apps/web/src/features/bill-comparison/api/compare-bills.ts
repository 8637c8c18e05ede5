import type { BillComparison, ComparisonRequest } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comparisonKeys } from './comparison-keys';

export const compareBills = (request: ComparisonRequest, signal?: AbortSignal) =>
  api.post<BillComparison>('/api/bills/comparison', request, { signal });

/**
 * The comparison the URL names. A POST (each run is stored for the account so the summary can be asked for),
 * read as a query because the choice lives in the URL: reloading the page compares again.
 */
export const comparisonQueryOptions = (request: ComparisonRequest) =>
  queryOptions({
    queryKey: comparisonKeys.compare(request),
    queryFn: ({ signal }) => compareBills(request, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useComparison = (request: ComparisonRequest | null) =>
  useQuery({
    ...comparisonQueryOptions(request ?? { left: { billId: '' }, right: { billId: '' } }),
    enabled: !!request,
  });
