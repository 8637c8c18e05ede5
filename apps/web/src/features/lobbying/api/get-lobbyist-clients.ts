import type { LobbyistClientsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { lobbyingKeys, lobbyistPath } from './lobbying-keys';
import { retryUnlessMissing } from './retry';

export function getLobbyistClients(id: number, signal?: AbortSignal): Promise<LobbyistClientsReply> {
  requireParams({ id });
  return api.get<LobbyistClientsReply>(`${lobbyistPath(id)}/clients`, { signal });
}

export const lobbyistClientsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lobbyingKeys.lobbyistClients(id),
    queryFn: ({ signal }) => getLobbyistClients(id, signal),
    retry: retryUnlessMissing,
  });

export const useLobbyistClients = (id: number) => useQuery(lobbyistClientsQueryOptions(id));
