import type { LobbyistAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export function getLobbyistAlert(lobbyistId: number, signal?: AbortSignal): Promise<LobbyistAlert> {
  requireParams({ lobbyistId });
  return api.get<LobbyistAlert>('/api/lobbyist-alerts', { params: { lobbyistId }, signal });
}

export const lobbyistAlertQueryOptions = (lobbyistId: number) =>
  queryOptions({
    queryKey: alertKeys.lobbyistAlert(lobbyistId),
    queryFn: ({ signal }) => getLobbyistAlert(lobbyistId, signal),
  });

/** The signed-in user's alert on a lobbyist (defaults when none). */
export const useLobbyistAlert = (lobbyistId: number) => useQuery(lobbyistAlertQueryOptions(lobbyistId));
