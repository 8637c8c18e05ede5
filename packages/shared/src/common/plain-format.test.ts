import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCount } from './plain-format';

const intlCount = new Intl.NumberFormat('en-US');
const intlDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatCount', () => {
  it('groups whole numbers as Intl does for en-US', () => {
    for (const value of [0, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 253_118, -1, -1234, 2 ** 40])
      expect(formatCount(value)).toBe(intlCount.format(value));
  });

  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});

describe('formatCalendarDate', () => {
  it('gives what Intl gives for every month, day-only dates and timestamps in UTC', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2025, month, day));
        const dayOnly = date.toISOString().slice(0, 10);
        expect(formatCalendarDate(dayOnly)).toBe(intlDate.format(date));
        expect(formatCalendarDate(`${dayOnly}T23:30:00Z`)).toBe(intlDate.format(new Date(`${dayOnly}T23:30:00Z`)));
      }
    }
  });

  it('is empty without a value and gives back what is not a date', () => {
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});
