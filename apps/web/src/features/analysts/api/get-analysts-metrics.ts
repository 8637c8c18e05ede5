import type { AnalystsMetricsReply } from '@statehouse/shared/analysts/analysts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analystKeys } from './analyst-keys';

export function getAnalystsMetrics(signal?: AbortSignal): Promise<AnalystsMetricsReply> {
  return api.get<AnalystsMetricsReply>('/api/analysts/metrics', { signal });
}

export const useAnalystsMetrics = () =>
  useQuery(queryOptions({ queryKey: analystKeys.metrics, queryFn: ({ signal }) => getAnalystsMetrics(signal) }));
