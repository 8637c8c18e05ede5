import { formatSourceDay } from '@statehouse/shared/common/plain-format';

/**
 * The app's one way to show a day: 'Aug 20, 2025' (formatCalendarDate, read in UTC so a calendar day never
 * shifts), from a day, a timestamp, or a partial date as sources give them ('2021' stays '2021', '2021-03' is
 * 'Mar 2021', never a made-up first of the month). `empty` for no value.
 */
export function formatDay(value: string | null | undefined, empty = ''): string {
  return value ? formatSourceDay(value) : empty;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment in the reader's time zone, its day in the same format: 'Aug 20, 2025, 3:04 PM' (what the remarks,
 * positions and reports already show). `empty` for no value. The formatter is made on first use (decision 052).
 */
export function formatDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(date);
}
