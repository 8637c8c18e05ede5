import type { TrackedBillsQuery, TrackedBillsReply } from '@statehouse/shared/tracking/tracking.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** The API's parameter names; lists go as comma-separated values, empty values not at all. */
export function toTrackedBillsParams(query: Partial<TrackedBillsQuery>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else {
      params[key] = value as string | number | boolean;
    }
  }
  return params;
}

export function getTrackedBills(query: Partial<TrackedBillsQuery>, signal?: AbortSignal): Promise<TrackedBillsReply> {
  return api.get<TrackedBillsReply>('/api/tags/tracked-bills', { params: toTrackedBillsParams(query), signal });
}

export const trackedBillsQueryOptions = (query: Partial<TrackedBillsQuery>) =>
  queryOptions({
    queryKey: trackingKeys.list(query),
    queryFn: ({ signal }) => getTrackedBills(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrackedBills = (query: Partial<TrackedBillsQuery>) => useQuery(trackedBillsQueryOptions(query));
