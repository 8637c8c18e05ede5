import type { CalendarEventsQuery } from '@statehouse/shared/calendar/calendar.schemas';

export const userEventPath = (id: number) => `/api/calendar-events/user/${id}`;

/** Query keys of the calendar feature: the first element is always the API path (ADR 006). */
export const calendarKeys = {
  events: ['/api/calendar-events'] as const,
  /** Every calendar range: what a saved or deleted event invalidates. */
  extraAll: ['/api/calendar-events/extra'] as const,
  extra: (query: CalendarEventsQuery) => ['/api/calendar-events/extra', query] as const,
  feeds: ['/api/calendar-feeds'] as const,
};
