// An iCalendar (RFC 5545) writer for the calendar feeds. Hand-written rather than the `ics` package: ics 3.x
// writes times only in UTC or floating local time, with no TZID and no VTIMEZONE, and decision 032 wants each
// hearing in its state's own zone, so that calendar apps show "10:00 America/Chicago" and keep it right across
// daylight-saving changes. The zone rules come from the runtime's time-zone database (Intl).

export type IcsEvent = {
  uid: string;
  sequence: number;
  title: string;
  start: Date;
  end: Date | null;
  /** IANA zone of the event's times; null writes them in UTC. */
  timezone: string | null;
  allDay: boolean;
  location: string | null;
  description: string | null;
  status: 'confirmed' | 'cancelled';
  url: string | null;
  lastModified: Date | null;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timezone: string) => {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
};

/** The wall-clock time of an instant in a zone. */
export function wallTime(instant: Date, timezone: string): Wall {
  const parts = Object.fromEntries(
    formatterOf(timezone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (Chicago in January: -360). */
export function offsetMinutes(instant: Date, timezone: string): number {
  const wall = wallTime(instant, timezone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const wallText = (wall: Wall) =>
  `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
const dateText = (wall: Wall) => `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}`;
const utcText = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

type Transition = { at: Date; from: number; to: number };

/** The zone's offset changes during one year, found week by week and narrowed to the minute. */
function transitionsOf(timezone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const week = 7 * 86_400_000;
  let left = Date.UTC(year, 0, 1);
  const stop = Date.UTC(year + 1, 0, 1);
  while (left < stop) {
    const right = Math.min(left + week, stop);
    const from = offsetMinutes(new Date(left), timezone);
    const to = offsetMinutes(new Date(right), timezone);
    if (from !== to) {
      let low = left;
      let high = right;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMinutes(new Date(middle), timezone) === from) low = middle;
        else high = middle;
      }
      found.push({ at: new Date(high), from, to });
    }
    left = right;
  }
  return found;
}

/** A VTIMEZONE for the zone covering the given years: the offset on 1 January of the first, then every change. */
export function vtimezone(timezone: string, years: readonly number[]): string[] {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const first = sorted[0] ?? new Date().getUTCFullYear();
  const startOffset = offsetMinutes(new Date(Date.UTC(first, 0, 1)), timezone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timezone}`];
  lines.push(
    'BEGIN:STANDARD',
    `DTSTART:${pad(first, 4)}0101T000000`,
    `TZOFFSETFROM:${offsetText(startOffset)}`,
    `TZOFFSETTO:${offsetText(startOffset)}`,
    'END:STANDARD',
  );
  for (let year = first; year <= (sorted.at(-1) ?? first); year += 1) {
    for (const change of transitionsOf(timezone, year)) {
      const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
      // DTSTART of an observance is the wall time just before the change, in the old offset.
      const before = new Date(change.at.getTime() + change.from * 60_000);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${wallText({
          year: before.getUTCFullYear(),
          month: before.getUTCMonth() + 1,
          day: before.getUTCDate(),
          hour: before.getUTCHours(),
          minute: before.getUTCMinutes(),
          second: 0,
        })}`,
        `TZOFFSETFROM:${offsetText(change.from)}`,
        `TZOFFSETTO:${offsetText(change.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + length > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const HOUR = 3_600_000;

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcText(stamp)}`, `SEQUENCE:${event.sequence}`];
  if (event.allDay) {
    const zone = event.timezone ?? 'UTC';
    const startWall = wallTime(event.start, zone);
    const lastWall = wallTime(event.end ?? event.start, zone);
    const after = new Date(Date.UTC(lastWall.year, lastWall.month - 1, lastWall.day + 1));
    lines.push(
      `DTSTART;VALUE=DATE:${dateText(startWall)}`,
      `DTEND;VALUE=DATE:${dateText({ ...lastWall, year: after.getUTCFullYear(), month: after.getUTCMonth() + 1, day: after.getUTCDate() })}`,
    );
  } else {
    // The sources give no end for most meetings: an hour stands in, so that calendars draw a block.
    const end = event.end ?? new Date(event.start.getTime() + HOUR);
    if (event.timezone) {
      lines.push(
        `DTSTART;TZID=${event.timezone}:${wallText(wallTime(event.start, event.timezone))}`,
        `DTEND;TZID=${event.timezone}:${wallText(wallTime(end, event.timezone))}`,
      );
    } else {
      lines.push(`DTSTART:${utcText(event.start)}`, `DTEND:${utcText(end)}`);
    }
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcText(event.lastModified)}`);
  lines.push(`STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with a VTIMEZONE for each zone its events use. */
export function writeCalendar(name: string, events: readonly IcsEvent[], stamp: Date = new Date()): string {
  const yearsByZone = new Map<string, number[]>();
  for (const event of events) {
    if (!event.timezone || event.allDay) continue;
    const years = yearsByZone.get(event.timezone) ?? [];
    years.push(wallTime(event.start, event.timezone).year, wallTime(event.end ?? event.start, event.timezone).year);
    yearsByZone.set(event.timezone, years);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Statehouse//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const [zone, years] of [...yearsByZone].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(...vtimezone(zone, years));
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
