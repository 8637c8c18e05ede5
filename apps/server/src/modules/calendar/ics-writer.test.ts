import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type IcsEvent, offsetMinutes, vtimezone, writeCalendar } from './ics-writer';

const base: IcsEvent = {
  uid: 'x@statehouse',
  sequence: 3,
  title: 'Hearing; HB 1, HB 2',
  start: new Date('2025-03-09T08:30:00Z'),
  end: null,
  timezone: 'America/Chicago',
  allDay: false,
  location: null,
  description: 'Line one\nLine two',
  status: 'cancelled',
  url: null,
  lastModified: null,
};

describe('ics writer', () => {
  it('finds zone offsets and the day the clocks change', () => {
    expect(offsetMinutes(new Date('2025-01-15T12:00:00Z'), 'America/Chicago')).toBe(-360);
    expect(offsetMinutes(new Date('2025-07-15T12:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(offsetMinutes(new Date('2025-07-15T12:00:00Z'), 'America/Phoenix')).toBe(-420);
    const chicago = vtimezone('America/Chicago', [2025]).join('\n');
    expect(chicago).toContain('BEGIN:DAYLIGHT\nDTSTART:20250309T020000\nTZOFFSETFROM:-0600\nTZOFFSETTO:-0500');
    expect(chicago).toContain('BEGIN:STANDARD\nDTSTART:20251102T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0600');
    // Arizona keeps one offset all year: no DAYLIGHT part.
    expect(vtimezone('America/Phoenix', [2025]).join('\n')).not.toContain('DAYLIGHT');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes events ical.js reads back: local time on the day DST starts, all-day dates, status, sequence', () => {
    const text = writeCalendar('Test', [
      base,
      { ...base, uid: 'y@statehouse', allDay: true, start: new Date('2025-03-10T05:00:00Z'), status: 'confirmed' },
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const [timed, allDay] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    // 08:30 UTC on 9 March 2025 is 03:30 CDT, just after the 02:00 change.
    expect([timed?.startDate.hour, timed?.startDate.minute]).toEqual([3, 30]);
    expect(timed?.startDate.toJSDate().toISOString()).toBe('2025-03-09T08:30:00.000Z');
    expect(timed?.endDate.toJSDate().toISOString()).toBe('2025-03-09T09:30:00.000Z');
    expect([timed?.summary, timed?.description, timed?.sequence]).toEqual([
      'Hearing; HB 1, HB 2',
      'Line one\nLine two',
      3,
    ]);
    expect(timed?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(allDay?.startDate.isDate).toBe(true);
    expect(allDay?.startDate.toString()).toBe('2025-03-10');
  });
});
