import { describe, expect, it } from 'vitest';
import { nextRunAfter, startOfZonedDay, zonedToday } from './schedule-time';

describe('nextRunAfter', () => {
  it('runs daily at the wall-clock time of the zone', () => {
    const timing = { frequency: 'daily' as const, timeOfDay: '08:00', timeZone: 'America/Chicago' };
    // 2026-03-04 10:00 UTC is 04:00 in Chicago (CST, UTC-6): today at 08:00 CST is 14:00 UTC.
    expect(nextRunAfter(timing, new Date('2026-03-04T10:00:00Z')).toISOString()).toBe('2026-03-04T14:00:00.000Z');
    // Exactly at the time: the next day.
    expect(nextRunAfter(timing, new Date('2026-03-04T14:00:00Z')).toISOString()).toBe('2026-03-05T14:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    const timing = { frequency: 'daily' as const, timeOfDay: '08:00', timeZone: 'America/Chicago' };
    // US clocks move forward on 2026-03-08: 08:00 CDT is 13:00 UTC.
    expect(nextRunAfter(timing, new Date('2026-03-07T15:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('runs weekly on the chosen day, Monday by default', () => {
    const timing = { frequency: 'weekly' as const, timeOfDay: '07:30', timeZone: 'UTC' };
    // 2026-03-04 is a Wednesday.
    expect(nextRunAfter(timing, new Date('2026-03-04T10:00:00Z')).toISOString()).toBe('2026-03-09T07:30:00.000Z');
    expect(nextRunAfter({ ...timing, dayOfWeek: 5 }, new Date('2026-03-04T10:00:00Z')).toISOString()).toBe(
      '2026-03-06T07:30:00.000Z',
    );
  });

  it('runs monthly on the chosen day, across the year end', () => {
    const timing = { frequency: 'monthly' as const, timeOfDay: '09:00', timeZone: 'Europe/London', dayOfMonth: 15 };
    expect(nextRunAfter(timing, new Date('2026-12-20T00:00:00Z')).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    // London is on summer time (UTC+1) in June.
    expect(nextRunAfter(timing, new Date('2026-06-01T00:00:00Z')).toISOString()).toBe('2026-06-15T08:00:00.000Z');
  });
});

describe('zoned days', () => {
  it('finds midnight and today in a zone', () => {
    expect(startOfZonedDay('2026-03-04', 'America/New_York').toISOString()).toBe('2026-03-04T05:00:00.000Z');
    // 03:00 UTC on the 5th is still the 4th in New York.
    expect(zonedToday(new Date('2026-03-05T03:00:00Z'), 'America/New_York')).toBe('2026-03-04');
    expect(zonedToday(new Date('2026-03-05T03:00:00Z'), 'America/New_York', -6)).toBe('2026-02-26');
  });
});
