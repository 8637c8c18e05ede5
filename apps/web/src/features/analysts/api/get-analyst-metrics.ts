import type { AnalystMetrics } from '@statehouse/shared/analysts/analysts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analystKeys } from './analyst-keys';

export function getAnalystMetrics(id: number, signal?: AbortSignal): Promise<AnalystMetrics> {
  return api.get<AnalystMetrics>(`/api/analysts/${id}/metrics`, { signal });
}

export const useAnalystMetrics = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: analystKeys.analystMetrics(id),
      queryFn: ({ signal }) => getAnalystMetrics(id, signal),
      enabled: id > 0,
    }),
  );
