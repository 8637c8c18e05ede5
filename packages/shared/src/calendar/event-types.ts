/**
 * The calendar's event types with their stable ids (GET /api/calendar-events/event-types, eventTypeIds).
 * 1-3 are the legislature's events (events.classification), 4-5 the team's own (calendar_user_events.scope),
 * 6 the dated actions of tracked bills that only /api/calendar-events/extra adds (decision 032).
 */
export const calendarEventTypes = [
  { id: 1, key: 'committee-meeting', name: 'Committee meeting' },
  { id: 2, key: 'hearing', name: 'Public hearing' },
  { id: 3, key: 'floor', name: 'Floor session' },
  { id: 4, key: 'personal', name: 'My event' },
  { id: 5, key: 'account', name: 'Team event' },
  { id: 6, key: 'bill-action', name: 'Tracked bill action' },
] as const;

export type CalendarEventType = (typeof calendarEventTypes)[number];
export type CalendarEventTypeKey = CalendarEventType['key'];
export type CalendarEventTypeId = CalendarEventType['id'];

export const calendarEventTypeIds: readonly number[] = calendarEventTypes.map((type) => type.id);

const typeIdByKey = new Map<string, CalendarEventTypeId>(calendarEventTypes.map((type) => [type.key, type.id]));

/** The type id of a key (an unknown classification counts as a committee meeting). */
export const calendarEventTypeId = (key: string): CalendarEventTypeId => typeIdByKey.get(key) ?? 1;

/** The legislature's classifications among the given type ids (all three when none is given). */
export const legislativeClassifications = (typeIds: readonly number[] | undefined): string[] =>
  calendarEventTypes
    .filter((type) => type.id <= 3 && (typeIds === undefined || typeIds.includes(type.id)))
    .map((type) => type.key);
