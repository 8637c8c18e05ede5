import type { LobbyistTestimonyQuery, TestimonyListReply } from '@statehouse/shared/testimony/testimony.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lobbyingKeys } from './lobbying-keys';

export function getLobbyistTestimony(query: LobbyistTestimonyQuery, signal?: AbortSignal): Promise<TestimonyListReply> {
  return api.get<TestimonyListReply>('/api/lobbyists/testimony', { params: query, signal });
}

export const lobbyistTestimonyQueryOptions = (query: LobbyistTestimonyQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.lobbyistTestimony(query),
    queryFn: ({ signal }) => getLobbyistTestimony(query, signal),
  });

export const useLobbyistTestimony = (query: LobbyistTestimonyQuery) => useQuery(lobbyistTestimonyQueryOptions(query));
