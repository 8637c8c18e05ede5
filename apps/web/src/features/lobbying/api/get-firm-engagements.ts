import type { FirmEngagementsReply } from '@statehouse/shared/lobbying/lobbying.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { firmPath, lobbyingKeys } from './lobbying-keys';
import { retryUnlessMissing } from './retry';

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
