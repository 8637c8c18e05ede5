import type { CalendarFeedsReply } from '@statehouse/shared/calendar/calendar.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export function getCalendarFeeds(signal?: AbortSignal): Promise<CalendarFeedsReply> {
  return api.get<CalendarFeedsReply>('/api/calendar-feeds', { signal });
}

export const calendarFeedsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feeds, queryFn: ({ signal }) => getCalendarFeeds(signal) });

/** Your live feeds (their secret links are never shown again). */
export const useCalendarFeeds = (enabled: boolean) => useQuery({ ...calendarFeedsQueryOptions(), enabled });
