import type { FirmListQuery, FirmListReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lobbyingKeys } from './lobbying-keys';

export function getFirms(query: FirmListQuery, signal?: AbortSignal): Promise<FirmListReply> {
  return api.get<FirmListReply>('/api/firms', { params: query, signal });
}

export const firmsQueryOptions = (query: FirmListQuery) =>
  queryOptions({
    queryKey: lobbyingKeys.firms(query),
    queryFn: ({ signal }) => getFirms(query, signal),
    placeholderData: keepPreviousData,
  });

export const useFirms = (query: FirmListQuery) => useQuery(firmsQueryOptions(query));
