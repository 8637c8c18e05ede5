import type { Readiness } from '@statehouse/shared/status/status.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, api } from '../api-client';
import { sharedKeys } from './shared-keys';

/**
 * Whether a first start has finished loading the sample (GET /api/status/ready, public, decision 080). The call answers
 * 503 while it loads, with the same body: that is a reply to show, not an error.
 */
export const getReadiness = async (signal?: AbortSignal): Promise<Readiness> => {
  try {
    return await api.get<Readiness>('/api/status/ready', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return error.body as Readiness;
    throw error;
  }
};

/** Asked again every 2 s while loading; once ready it stays so for the life of the server process. */
export const readinessQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.readiness,
    queryFn: ({ signal }) => getReadiness(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? 2_000 : false),
    retry: false,
  });

/**
 * The readiness, and when it turns ready after having been loading, every other query is fetched again: what a screen
 * showed during the load was the data loaded so far.
 */
export function useReadiness() {
  const queryClient = useQueryClient();
  const query = useQuery(readinessQueryOptions());
  const wasLoading = useRef(false);
  const ready = query.data?.ready;
  useEffect(() => {
    if (ready === false) wasLoading.current = true;
    if (ready && wasLoading.current) {
      wasLoading.current = false;
      void queryClient.invalidateQueries({
        predicate: (candidate) => candidate.queryKey[0] !== sharedKeys.readiness[0],
      });
    }
  }, [ready, queryClient]);
  return query;
}
