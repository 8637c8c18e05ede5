import type { SearchQuery, SearchResponse } from '@statehouse/shared/search/search.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

export type SearchParams = Pick<SearchQuery, 'term'> & Partial<Omit<SearchQuery, 'term'>>;

/** One term across bills, members, committees, statutes and regulations (GET /api/search). */
export function getSearch({ term, page, limit, stateCodes, preferStateCode }: SearchParams, signal?: AbortSignal) {
  return api.get<SearchResponse>('/api/search', {
    params: { term, page, limit, stateCodes: stateCodes?.length ? stateCodes.join(',') : undefined, preferStateCode },
    signal,
  });
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => getSearch(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSearch(params: SearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQueryOptions(params), enabled: enabled && params.term.trim().length > 0 });
}
