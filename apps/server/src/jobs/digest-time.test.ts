import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-time';

describe('nextDigestAt', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // Chicago is UTC-6 in November: 07:00 there is 13:00 UTC.
    ['before the hour: today', '2026-11-25T10:00:00Z', 'America/Chicago', 'daily', '2026-11-25T13:00:00.000Z'],
    ['after the hour: tomorrow', '2026-11-25T13:00:00Z', 'America/Chicago', 'daily', '2026-11-26T13:00:00.000Z'],
    // 2026-11-25 is a Wednesday: the next Monday is the 30th.
    ['weekly: next Monday', '2026-11-25T10:00:00Z', 'America/Chicago', 'weekly', '2026-11-30T13:00:00.000Z'],
    // Summer time: UTC-5.
    ['in daylight saving time', '2026-07-01T00:00:00Z', 'America/Chicago', 'daily', '2026-07-01T12:00:00.000Z'],
    // Late evening UTC is already the next day in Tokyo (UTC+9): 07:00 there is 22:00 UTC the day before.
    ['east of Greenwich', '2026-11-25T23:00:00Z', 'Asia/Tokyo', 'daily', '2026-11-26T22:00:00.000Z'],
    ['an unknown zone counts as UTC', '2026-11-25T10:00:00Z', 'Mars/Olympus', 'daily', '2026-11-26T07:00:00.000Z'],
  ] as const)('%s', (_label, now, timeZone, every, expected) => {
    expect(nextDigestAt({ now: at(now), timeZone, hour: 7, every }).toISOString()).toBe(expected);
  });

  it('lands after a spring-forward gap instead of before now', () => {
    // 2026-03-08 02:00 does not exist in Chicago; asking for 02:00 gives a time after now on that day.
    const result = nextDigestAt({
      now: at('2026-03-08T06:00:00Z'),
      timeZone: 'America/Chicago',
      hour: 2,
      every: 'daily',
    });
    expect(result.getTime()).toBeGreaterThan(at('2026-03-08T06:00:00Z').getTime());
    expect(result.toISOString().slice(0, 10)).toBe('2026-03-08');
  });
});
