import type {
  LobbyAnalyticsKind,
  LobbyAnalyticsQuery,
  LobbyAnalyticsReply,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lobbyingKeys } from './lobbying-keys';

export function getLobbyAnalytics(
  kind: LobbyAnalyticsKind,
  query: LobbyAnalyticsQuery,
  signal?: AbortSignal,
): Promise<LobbyAnalyticsReply> {
  return api.get<LobbyAnalyticsReply>(`/api/lobby-analytics/${kind}`, { params: query, signal });
}

export const lobbyAnalyticsQueryOptions = (kind: LobbyAnalyticsKind, query: LobbyAnalyticsQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.analytics(kind, query),
    queryFn: ({ signal }) => getLobbyAnalytics(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useLobbyAnalytics = (kind: LobbyAnalyticsKind, query: LobbyAnalyticsQuery) =>
  useQuery(lobbyAnalyticsQueryOptions(kind, query));
