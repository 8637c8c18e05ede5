import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { eventDateKey } from '@statehouse/shared/calendar/event-time';

/** Events by the day they start on in their own zone (a hearing at 7 pm in Chicago is that day's). */
export function groupByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const key = eventDateKey(event.startTime, event.timezone, event.allDay);
    const list = days.get(key) ?? [];
    list.push(event);
    days.set(key, list);
  }
  return days;
}
