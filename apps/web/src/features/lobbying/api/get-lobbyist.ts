import type { LobbyistDetail } from '@statehouse/shared/lobbying/lobbying.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { lobbyingKeys, lobbyistPath } from './lobbying-keys';
import { retryUnlessMissing } from './retry';

export function getLobbyist(id: number, signal?: AbortSignal): Promise<LobbyistDetail> {
  requireParams({ id });
  return api.get<LobbyistDetail>(lobbyistPath(id), { signal });
}

export const lobbyistQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lobbyingKeys.lobbyist(id),
    queryFn: ({ signal }) => getLobbyist(id, signal),
    retry: retryUnlessMissing,
  });

export const useLobbyist = (id: number) => useQuery(lobbyistQueryOptions(id));
