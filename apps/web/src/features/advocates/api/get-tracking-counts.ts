import type { TrackingCountReply } from '@statehouse/shared/advocates/advocates.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advocateKeys, advocatesPath } from './advocate-keys';

/** The API takes at most this many bill ids at once. */
export const TRACKING_COUNT_MAX_BILLS = 200;

export const trackingCountsQueryOptions = (billIds: readonly string[]) =>
  queryOptions({
    queryKey: advocateKeys.trackingCounts(billIds),
    queryFn: ({ signal }) =>
      api.get<TrackingCountReply>(`${advocatesPath}/bills/tracking-count`, {
        params: { billIds: billIds.join(',') },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** How many of the account's advocates track each bill, as a map from bill id; none asked, nothing is called. */
export function useTrackingCounts(billIds: readonly string[]) {
  const ids = billIds.slice(0, TRACKING_COUNT_MAX_BILLS);
  const query = useQuery({ ...trackingCountsQueryOptions(ids), enabled: ids.length > 0 });
  const counts = new Map((query.data?.data ?? []).map((row) => [row.billId, row.advocates] as const));
  return { counts, isError: query.isError };
}
