const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 2025-08-20 -> Aug 20, 2025 (calendar days, formatted in UTC so they never shift). */
export function formatDay(value: string | null): string {
  if (!value) return 'Undated';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
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
