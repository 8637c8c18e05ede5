import { addMonths, daysBetween, stepAnchor, viewRange, viewTitle, weekStart } from './calendar-range';

describe('calendar ranges', () => {
  it('runs the month grid from the Sunday before the 1st to the Saturday after the last day', () => {
    // 1 Feb 2024 is a Thursday; 29 Feb (leap year) a Thursday.
    expect(viewRange('month', '2024-02-14')).toEqual({ startDate: '2024-01-28', endDate: '2024-03-02' });
    expect(daysBetween('2024-01-28', '2024-03-02')).toHaveLength(35);
  });

  it('shows a week from Sunday and the agenda for 30 days', () => {
    expect(weekStart('2024-01-25')).toBe('2024-01-21');
    expect(viewRange('week', '2024-01-25')).toEqual({ startDate: '2024-01-21', endDate: '2024-01-27' });
    expect(viewRange('agenda', '2024-01-25')).toEqual({ startDate: '2024-01-25', endDate: '2024-02-23' });
  });

  it('steps by a month (keeping the day within the month), a week or the agenda’s length', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(stepAnchor('month', '2024-03-15', -1)).toBe('2024-02-15');
    expect(stepAnchor('week', '2024-01-25', 1)).toBe('2024-02-01');
    expect(stepAnchor('agenda', '2024-01-25', -1)).toBe('2023-12-26');
  });

  it('titles each view', () => {
    expect(viewTitle('month', '2024-02-14')).toBe('February 2024');
    expect(viewTitle('week', '2024-01-25')).toBe('Week of Jan 21, 2024');
    expect(viewTitle('agenda', '2024-01-25')).toBe('Jan 25, 2024 – Feb 23, 2024');
  });
});
