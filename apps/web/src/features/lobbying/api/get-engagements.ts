import type { EngagementsQuery, EngagementsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lobbyingKeys } from './lobbying-keys';

export function getEngagements(query: EngagementsQuery, signal?: AbortSignal): Promise<EngagementsReply> {
  return api.get<EngagementsReply>('/api/lobbyists/engagements', { params: query, signal });
}

export const engagementsQueryOptions = (query: EngagementsQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.engagements(query),
    queryFn: ({ signal }) => getEngagements(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEngagements = (query: EngagementsQuery) => useQuery(engagementsQueryOptions(query));
