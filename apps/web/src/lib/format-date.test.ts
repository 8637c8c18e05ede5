import { formatDateTime, formatDay } from './format-date';

describe('formatDay', () => {
  it('shows a day, a timestamp and partial dates one way', () => {
    expect(formatDay('2025-08-20')).toBe('Aug 20, 2025');
    expect(formatDay('2025-08-20T23:30:00Z')).toBe('Aug 20, 2025');
    expect(formatDay('2021-03')).toBe('Mar 2021');
    expect(formatDay('2021')).toBe('2021');
  });

  it('is the given placeholder without a value, and the value itself when it is no date', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay(undefined, '—')).toBe('—');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the day as formatDay does, then the time', () => {
    const shown = formatDateTime('2025-08-20T12:00:00Z');
    expect(shown).toMatch(/^Aug (19|20|21), 2025, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(null, '—')).toBe('—');
  });
});
