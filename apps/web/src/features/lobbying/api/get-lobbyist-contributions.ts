import type { LobbyistContributionsReply } from '@statehouse/shared/finance/finance.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LobbyistContributionsQuery, lobbyingKeys } from './lobbying-keys';

export type { LobbyistContributionsQuery };

/** GET /api/lobbyists/contributions (the campaign-finance work's call): gifts a lobbyist made, matched by name. */
export function getLobbyistContributions(
  query: LobbyistContributionsQuery,
  signal?: AbortSignal,
): Promise<LobbyistContributionsReply> {
  return api.get<LobbyistContributionsReply>('/api/lobbyists/contributions', { params: query, signal });
}

export const lobbyistContributionsQueryOptions = (query: LobbyistContributionsQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.lobbyistContributions(query),
    queryFn: ({ signal }) => getLobbyistContributions(query, signal),
  });

export const useLobbyistContributions = (query: LobbyistContributionsQuery) =>
  useQuery(lobbyistContributionsQueryOptions(query));
