/**
 * How the calendar and committee screens show an event's time: in the event's own zone (a hearing in its
 * state's, decision 032), or the viewer's when it has none. All-day items are dates: read in UTC, where the
 * server wrote them, so that no zone moves them a day.
 */
const zoneOf = (timezone: string | null, allDay: boolean) => (allDay ? (timezone ?? 'UTC') : (timezone ?? undefined));

/** 'YYYY-MM-DD' of the event's start in its zone: the day cell it belongs to. */
export function eventDateKey(startTime: string, timezone: string | null, allDay: boolean): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zoneOf(timezone, allDay),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(startTime));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "7:45 AM CST" (or "All day"), in the event's zone. */
export function formatEventClock(startTime: string, timezone: string | null, allDay: boolean): string {
  if (allDay) return 'All day';
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOf(timezone, allDay),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startTime));
}

/** "Thu, Jan 25, 2024, 7:45 AM CST" (or "Thu, Jan 25, 2024 · All day"), in the event's zone. */
export function formatEventTime(startTime: string, timezone: string | null, allDay: boolean): string {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOf(timezone, allDay),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(startTime));
  return allDay ? `${date} · All day` : `${date}, ${formatEventClock(startTime, timezone, allDay)}`;
}
