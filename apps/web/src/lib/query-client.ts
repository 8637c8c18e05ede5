import { type DefaultOptions, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { retryDelay } from '@/lib/retry';

/**
 * Lets a query name its endpoint in its key, `['/api/status']` or `['/api/bills', { stateCode }]`, and skip
 * writing a fetcher. Feature queries with their own `queryFn` are unaffected.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url, params] = queryKey;
  if (typeof url !== 'string') throw new Error('The default query function needs a URL as the first query key element');
  return api.get(url, { params: params as QueryParams | undefined, signal });
};

export const queryConfig = {
  queries: {
    queryFn: defaultQueryFn,
    staleTime: 60_000,
    gcTime: 300_000,
    retry: 1,
    retryDelay,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryConfig });
}
