import type { FirmDetail } from '@statehouse/shared/lobbying/lobbying.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { firmPath, lobbyingKeys } from './lobbying-keys';
import { retryUnlessMissing } from './retry';

export function getFirm(id: number, signal?: AbortSignal): Promise<FirmDetail> {
  requireParams({ id });
  return api.get<FirmDetail>(firmPath(id), { signal });
}

export const firmQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lobbyingKeys.firm(id),
    queryFn: ({ signal }) => getFirm(id, signal),
    retry: retryUnlessMissing,
  });

export const useFirm = (id: number) => useQuery(firmQueryOptions(id));
