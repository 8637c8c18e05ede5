import { formatDay as formatAppDay } from '@/lib/format-date';

/** 2025-08-20 -> Aug 20, 2025: the app's one day format (lib/format-date). */
export function formatDay(value: string | null): string {
  return formatAppDay(value, 'Undated');
}

/** A hearing's start in its state's time zone: "Tue, Dec 1, 9:00 AM CST", or the day alone when no time is known. */
export function formatHearingTime(startTime: string, timeZone: string, allDay: boolean): string {
  const date = new Date(startTime);
  const options: Intl.DateTimeFormatOptions = allDay
    ? { weekday: 'short', month: 'short', day: 'numeric', timeZone }
    : {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      };
  try {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  } catch {
    // An unknown zone name from a source: show it in UTC rather than fail the list.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}
