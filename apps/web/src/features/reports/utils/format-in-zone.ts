const fields: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * "Dec 7, 2026, 8:00 AM CST": an instant in the schedule's time zone (the user's, when they scheduled it), not the
 * browser's, so the time shown is the time that was entered. An unknown zone falls back to UTC, which it names.
 */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return date.toLocaleString('en-US', { ...fields, timeZone });
  } catch {
    return date.toLocaleString('en-US', { ...fields, timeZone: 'UTC' });
  }
}
