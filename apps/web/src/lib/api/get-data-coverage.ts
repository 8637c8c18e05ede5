import type { DataCoverage } from '@statehouse/shared/status/status.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

/** Which states have which kind of data (GET /api/status/coverage, public). It changes only with an import. */
export const getDataCoverage = (signal?: AbortSignal) => api.get<DataCoverage>('/api/status/coverage', { signal });

export const dataCoverageQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.dataCoverage,
    queryFn: ({ signal }) => getDataCoverage(signal),
    staleTime: 10 * 60_000,
  });

export const useDataCoverage = () => useQuery(dataCoverageQueryOptions());
