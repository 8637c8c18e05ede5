/** The calendar's views: a month grid, a week, and the agenda (a list; the phone default). */
export const calendarViews = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** How many days the agenda shows from its anchor date. */
export const AGENDA_DAYS = 30;

const DAY = 86_400_000;

/** Dates are 'YYYY-MM-DD' strings handled as UTC days, so no zone moves them. */
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => toDate(toTime(date) + days * DAY);

export function addMonths(date: string, months: number): string {
  const value = new Date(toTime(date));
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const last = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, last));
  return toDate(value.getTime());
}

/** The Sunday on or before the date. */
export const weekStart = (date: string) => addDays(date, -new Date(toTime(date)).getUTCDay());

/** The first and last day the view shows (the month grid runs from a Sunday to a Saturday). */
export function viewRange(view: CalendarView, anchor: string): { startDate: string; endDate: string } {
  if (view === 'week') {
    const start = weekStart(anchor);
    return { startDate: start, endDate: addDays(start, 6) };
  }
  if (view === 'agenda') return { startDate: anchor, endDate: addDays(anchor, AGENDA_DAYS - 1) };
  const first = `${anchor.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  return { startDate: weekStart(first), endDate: addDays(weekStart(last), 6) };
}

/** The anchor one step back or on: a month, a week, or the agenda's length. */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(anchor, direction);
  return addDays(anchor, direction * (view === 'week' ? 7 : AGENDA_DAYS));
}

/** Every date from start to end, both included. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let time = toTime(startDate); time <= toTime(endDate); time += DAY) days.push(toDate(time));
  return days;
}

const titleFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

/** "January 2024", "Jan 21 – 27, 2024" or "From Jan 25, 2024". */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return titleFormat({ month: 'long', year: 'numeric' }).format(toTime(anchor));
  const { startDate, endDate } = viewRange(view, anchor);
  const day = titleFormat({ month: 'short', day: 'numeric', year: 'numeric' });
  if (view === 'agenda') return `${day.format(toTime(startDate))} – ${day.format(toTime(endDate))}`;
  return `Week of ${day.format(toTime(startDate))}`;
}

/** "Thu, Jan 25" of a date. */
export const dayLabel = (date: string) =>
  titleFormat({ weekday: 'short', month: 'short', day: 'numeric' }).format(toTime(date));

/** "Thu, Jan 25, 2024". */
export const dayWithYear = (date: string) =>
  titleFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(toTime(date));

/** "Jan 9 – Mar 27, 2024", or "Dec 4, 2023 – Mar 27, 2024" across years; one day alone: "Jan 9, 2024". */
export function spanLabel(first: string, last: string): string {
  const full = titleFormat({ month: 'short', day: 'numeric', year: 'numeric' });
  if (first === last) return full.format(toTime(first));
  const start = first.slice(0, 4) === last.slice(0, 4) ? titleFormat({ month: 'short', day: 'numeric' }) : full;
  return `${start.format(toTime(first))} – ${full.format(toTime(last))}`;
}

/** Today in the viewer's own zone. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
