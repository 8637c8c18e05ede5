import { describe, expect, it } from 'vitest';
import { eventDateKey, formatEventClock, formatEventTime } from './event-time';

describe('event time', () => {
  it('shows a hearing in its state’s zone, standard and daylight time', () => {
    expect(formatEventTime('2024-01-25T13:45:00.000Z', 'America/Chicago', false)).toBe(
      'Thu, Jan 25, 2024, 7:45 AM CST',
    );
    expect(formatEventClock('2014-06-04T17:00:00.000Z', 'America/New_York', false)).toBe('1:00 PM EDT');
  });

  it('files an evening hearing under its local day, and all-day items under their UTC date', () => {
    // 02:30 UTC on 1 Feb is still 31 Jan in Chicago.
    expect(eventDateKey('2024-02-01T02:30:00.000Z', 'America/Chicago', false)).toBe('2024-01-31');
    expect(eventDateKey('2024-02-01T00:00:00.000Z', null, true)).toBe('2024-02-01');
    expect(formatEventTime('2024-02-01T00:00:00.000Z', null, true)).toBe('Thu, Feb 1, 2024 · All day');
  });
});
