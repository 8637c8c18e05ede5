import { describe, expect, it } from 'vitest';
import { monthNames, weekdayAbbreviations } from './calendar';

describe('monthNames', () => {
  it.each(monthNames.map((name, index) => ({ name, index })))('month $index is $name', ({ name, index }) => {
    const date = new Date(Date.UTC(2025, index, 15));
    expect(date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })).toBe(name);
  });
});

describe('weekdayAbbreviations', () => {
  it.each(weekdayAbbreviations.map((name, index) => ({ name, index })))(
    'getDay() $index is $name',
    ({ name, index }) => {
      // 2025-06-01 was a Sunday.
      const date = new Date(Date.UTC(2025, 5, 1 + index));
      expect(date.getUTCDay()).toBe(index);
      expect(date.toLocaleString('en-US', { weekday: 'short', timeZone: 'UTC' })).toBe(name);
    },
  );
});
