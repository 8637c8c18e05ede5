import { formatSourceDay } from '@statehouse/shared/common/plain-format';

// Dates in alert texts (e-mail, SMS, in-app, webhooks' text), as the web shows them (lib/format-date.ts): a day as
// 'Mar 4, 2026', a moment with its clock on the reader's wall clock and the zone named, since an e-mail is read away
// from the settings that chose the zone: 'Mar 4, 2026, 9:00 AM CST'. Never the ISO text the sources store.

/** A clock time in the value ('T09:00', or '09:00' after a space as some sources write it): a moment, not a day. */
const clockTime = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/;
/** Midnight with no offset or a zero one is how some sources write a day: it stays that day. */
const dayAsMidnight = /[T ]00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?$/;
/** An offset at the end ('Z', '+02:00', '-0500'); a moment without one is read as UTC, where the importers write. */
const hasOffset = /(?:Z|[+-]\d\d:?\d\d)$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, made once per zone (a fan-out renders for many users of few zones); UTC for an unknown zone. */
function momentFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone stored before this runtime's zone data dropped it: UTC, named as such, rather than no date.
      format = formats.get('UTC') ?? new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** 'Mar 4, 2026, 9:00 AM CST': a moment on `timeZone`'s wall clock; the value as given when it is not a time. */
export function formatAlertMoment(value: string | Date, timeZone: string): string {
  const raw = value instanceof Date ? value.toISOString() : value;
  const iso = raw.replace(/^(\d{4}-\d\d-\d\d) /, '$1T');
  const date = new Date(hasOffset.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return raw;
  return momentFormat(timeZone).format(date);
}

/** 'Mar 4, 2026': the day a moment falls on in `timeZone` (an all-day hearing in its state's zone). */
export function formatDayInZone(value: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
      value,
    );
  } catch {
    return formatSourceDay(value.toISOString());
  }
}

/**
 * A date an alert quotes, as sources give it: a day (or a partial date, or a day written as midnight) as the web
 * shows a day ('Mar 4, 2026', '2021', 'Mar 2021'); a moment with its clock on the reader's zone
 * ('Mar 4, 2026, 9:00 AM CST'). Empty for no value; a value that is not a date as it is.
 */
export function formatAlertDate(value: unknown, timeZone: string): string {
  const raw = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value.trim() : '';
  if (!raw) return '';
  if (clockTime.test(raw) && !dayAsMidnight.test(raw)) return formatAlertMoment(raw, timeZone);
  return formatSourceDay(raw);
}
