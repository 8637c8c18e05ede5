import type {
  BillComparison,
  ComparisonRequest,
  ComparisonSummary,
} from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of comparisons: the first element is always the API path (ADR 006). */
export const comparisonKeys = {
  compare: (request: ComparisonRequest) => ['/api/bills/comparison', request] as const,
  summary: (id: string) => [`/api/bills/comparison-ai/${id}`] as const,
};

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

export const useComparisonSummary = (id: string | undefined) =>
  useQuery({
    queryKey: comparisonKeys.summary(id ?? ''),
    queryFn: ({ signal }) => api.get<ComparisonSummary>(`/api/bills/comparison-ai/${id}`, { signal }),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
  });
