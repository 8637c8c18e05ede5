import type { MatchesParams, MatchesReply } from '@statehouse/shared/autotrack/autotrack.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autotrackKeys } from './autotrack-keys';

/** GET /api/autotracked-bills/matches: the proposed bills, best first, with the list's filters. */
export function getMatches(query: MatchesParams, signal?: AbortSignal): Promise<MatchesReply> {
  return api.get<MatchesReply>('/api/autotracked-bills/matches', { params: query, signal });
}

export const matchesQueryOptions = (query: MatchesParams) =>
  queryOptions({
    queryKey: autotrackKeys.matches(query),
    queryFn: ({ signal }) => getMatches(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMatches = (query: MatchesParams) => useQuery(matchesQueryOptions(query));
