import type { LobbyistListQuery, LobbyistListReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lobbyingKeys } from './lobbying-keys';

export function getLobbyists(query: LobbyistListQuery, signal?: AbortSignal): Promise<LobbyistListReply> {
  return api.get<LobbyistListReply>('/api/lobbyists', { params: query, signal });
}

export const lobbyistsQueryOptions = (query: LobbyistListQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.lobbyists(query),
    queryFn: ({ signal }) => getLobbyists(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLobbyists = (query: LobbyistListQuery) => useQuery(lobbyistsQueryOptions(query));
