import { formatInZone } from './format-in-zone';

describe('formatInZone', () => {
  it('shows an instant in the given zone, named, whatever the browser zone', () => {
    expect(formatInZone('2026-12-07T14:00:00.000Z', 'America/Chicago')).toBe('Dec 7, 2026, 8:00 AM CST');
    expect(formatInZone('2026-07-06T12:30:00.000Z', 'America/New_York')).toBe('Jul 6, 2026, 8:30 AM EDT');
  });

  it('falls back to UTC, named, for a zone the browser does not know', () => {
    expect(formatInZone('2026-12-07T14:00:00.000Z', 'Mars/Olympus')).toBe('Dec 7, 2026, 2:00 PM UTC');
  });
});
