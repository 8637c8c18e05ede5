import { describe, expect, it } from 'vitest';
import { IANA_TIME_ZONES, ISO_DATE_PATTERN, ianaTimeZone, isoDateTime } from './date-time';

describe('isoDateTime', () => {
  const startTime = isoDateTime('startTime');
  it.each([
    '2026-03-02T15:00:00Z',
    '2024-02-29T00:00:00+05:30',
    '2000-02-29T23:59:59.123456-23:59',
    '1000-01-01T00:00:00Z',
    '2999-12-31T23:59:59Z',
  ])('takes the real time %s', (value) => {
    expect(startTime.safeParse(value).success).toBe(true);
    expect(Number.isNaN(Date.parse(value))).toBe(false);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-23:59',
    '2025-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2025-04-31T00:00:00Z',
    '2025-06-01T24:00:00Z',
    '2025-06-01T10:00:00',
    '2025-06-01T10:00Z',
    '2025-06-01',
  ])('refuses %s, naming the field', (value) => {
    const result = startTime.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('startTime');
  });
});

describe('ISO_DATE_PATTERN', () => {
  it('takes days the calendar has and no others', () => {
    expect(['2024-02-29', '2000-02-29', '2025-12-31'].every((day) => ISO_DATE_PATTERN.test(day))).toBe(true);
    expect(['2100-02-29', '2025-02-29', '2025-11-31', '0999-01-01'].some((day) => ISO_DATE_PATTERN.test(day))).toBe(
      false,
    );
  });
});

describe('ianaTimeZone', () => {
  const timeZone = ianaTimeZone('timeZone');
  it.each(['America/Chicago', 'UTC', 'Europe/Berlin'])('takes %s', (zone) => {
    expect(timeZone.safeParse(zone).success).toBe(true);
  });
  it.each(['0', '+01:00', 'Mars/Olympus', ''])('refuses %j, naming the field', (zone) => {
    const result = timeZone.safeParse(zone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('timeZone');
  });
  it('offers in the document only zones it takes', () => {
    expect(IANA_TIME_ZONES.length).toBeGreaterThan(300);
    expect(IANA_TIME_ZONES.every((zone) => timeZone.safeParse(zone).success)).toBe(true);
  });
});
