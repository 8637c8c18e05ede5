import type { StatusResponse } from '@statehouse/shared/status/status.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statusKeys } from './status-keys';

/** Health, data counts and per-source freshness (GET /api/status, public). */
export const getStatus = (signal?: AbortSignal) => api.get<StatusResponse>('/api/status', { signal });

export const statusQueryOptions = () =>
  queryOptions({ queryKey: statusKeys.all, queryFn: ({ signal }) => getStatus(signal), staleTime: 60_000 });

export const useStatus = () => useQuery(statusQueryOptions());
