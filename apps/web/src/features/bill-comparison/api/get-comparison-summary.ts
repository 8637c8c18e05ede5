import type { ComparisonSummary } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { comparisonKeys } from './comparison-keys';

export const getComparisonSummary = (id: string, signal?: AbortSignal) =>
  api.get<ComparisonSummary>(`/api/bills/comparison-ai/${id}`, { signal });

export const comparisonSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: comparisonKeys.summary(id),
    queryFn: ({ signal }) => getComparisonSummary(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useComparisonSummary = (id: string | undefined) =>
  useQuery({ ...comparisonSummaryQueryOptions(id ?? ''), enabled: !!id });
