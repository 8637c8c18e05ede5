import type { CalendarEventsQuery, CalendarEventsReply } from '@statehouse/shared/calendar/calendar.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** The calendar page reads /extra: the legislature's events, the team's own and the tracked bills' actions. */
export function getCalendarEventsExtra(query: CalendarEventsQuery, signal?: AbortSignal): Promise<CalendarEventsReply> {
  return api.get<CalendarEventsReply>('/api/calendar-events/extra', { params: query, signal });
}

export const calendarEventsQueryOptions = (query: CalendarEventsQuery) =>
  queryOptions({
    queryKey: calendarKeys.extra(query),
    queryFn: ({ signal }) => getCalendarEventsExtra(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (query: CalendarEventsQuery) => useQuery(calendarEventsQueryOptions(query));
