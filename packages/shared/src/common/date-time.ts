import { z } from 'zod';

/** Leap years of 1000-2999: every fourth year but the centuries not divisible by 400. */
const leapYear = '[12]\\d(?:0[48]|[2468][048]|[13579][26])|(?:12|16|20|24|28)00';
/** Days that exist: 31-day months, 30-day months, February to the 28th, and the 29th of a leap February. */
const calendarDay =
  `(?:(?:${leapYear})-02-29|[12]\\d{3}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)` +
  '|02-(?:0[1-9]|1\\d|2[0-8])))';
const clock = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?';
const offset = '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';

/**
 * An instant as ISO 8601 (RFC 3339) with its offset, a real one: a day the calendar has, a clock time that exists and
 * a year from 1000 to 2999 (PostgreSQL and JavaScript read those back alike; year 0 and 5-digit years they do not).
 * The pattern is the whole rule, so the OpenAPI document states exactly what the server takes.
 */
export const ISO_DATE_TIME_PATTERN = new RegExp(`^${calendarDay}T${clock}${offset}$`);

/** A calendar date YYYY-MM-DD that exists, years 1000 to 2999. */
export const ISO_DATE_PATTERN = new RegExp(`^${calendarDay}$`);

/**
 * The one schema of a date-time a request sends: `field` names it in the 400's message. Every route that parses an
 * instant from a request uses it, so none reaches the date code with one that is not a real time.
 */
export const isoDateTime = (field: string) =>
  z
    .string({ error: `${field} must be an ISO date-time such as 2026-03-02T15:00:00Z` })
    .regex(ISO_DATE_TIME_PATTERN, {
      error: `${field} must be an ISO date-time that exists, with its offset, such as 2026-03-02T15:00:00Z (years 1000 to 2999)`,
    })
    .meta({ format: 'date-time' });

/** Whether `zone` names a time zone this runtime knows (an IANA name such as America/Chicago, or UTC). */
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA zone names the document offers: the runtime's list (its canonical names) plus UTC. The server also takes
 * the aliases Intl knows ("US/Central"), so a stored older name keeps working; a client picking from this list is
 * never refused.
 */
export const IANA_TIME_ZONES: readonly string[] = [
  ...new Set(['UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? [])]),
].sort();

/** The one schema of a time zone a request sends: an IANA name, checked against the runtime's zone data. */
export const ianaTimeZone = (field: string) =>
  z
    .string({ error: `${field} must be an IANA time zone such as America/Chicago` })
    .max(64, `${field} must be an IANA time zone such as America/Chicago`)
    .refine(isIanaTimeZone, { error: `${field} must be an IANA time zone such as America/Chicago` })
    .meta({ enum: [...IANA_TIME_ZONES] });
