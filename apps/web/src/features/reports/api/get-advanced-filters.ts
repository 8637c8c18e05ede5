import type { AdvancedFilters } from '@statehouse/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getAdvancedFilters = (state: string | undefined, signal?: AbortSignal) =>
  api.get<AdvancedFilters>('/api/report/populate-advanced-filters', { params: { state }, signal });

export const advancedFiltersQueryOptions = (state: string | undefined) =>
  queryOptions({
    queryKey: reportKeys.filters(state),
    queryFn: ({ signal }) => getAdvancedFilters(state, signal),
    staleTime: 5 * 60_000,
  });

export const useAdvancedFilters = (state?: string) => useQuery(advancedFiltersQueryOptions(state));
