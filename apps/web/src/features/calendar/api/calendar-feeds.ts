import type { CalendarFeedsReply } from '@statehouse/shared/calendar/calendar.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export function getCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeedsReply> {
  return api.get<CalendarFeedsReply>('/api/calendar-feeds', { signal });
}

export const calendarFeedsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feeds, queryFn: ({ signal }) => getCalendarFeeds(signal) });

/** Your live feeds (their secret links are never shown again). */
export const useCalendarFeeds = (enabled: boolean) => useQuery({ ...calendarFeedsQueryOptions(), enabled });

export function revokeCalendarFeed(id: number): Promise<void> {
  return api.delete<void>(`/api/calendar-feeds/${id}`);
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds }),
  });
}
