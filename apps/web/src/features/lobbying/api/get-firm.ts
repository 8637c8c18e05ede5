import type { FirmDetail, FirmEngagementsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

export function getFirmEngagements(id: number, year?: number, signal?: AbortSignal): Promise<FirmEngagementsReply> {
  requireParams({ id });
  return api.get<FirmEngagementsReply>(`${firmPath(id)}/engagements`, { params: { year }, signal });
}

export const firmEngagementsQueryOptions = (id: number, year?: number) =>
  queryOptions({
    queryKey: lobbyingKeys.firmEngagements(id, year),
    queryFn: ({ signal }) => getFirmEngagements(id, year, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });

export const useFirmEngagements = (id: number, year?: number) => useQuery(firmEngagementsQueryOptions(id, year));
