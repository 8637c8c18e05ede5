import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  federalHolidayRules,
  holidayOn,
  holidaysOf,
  isWorkingDay,
  stateHolidayRules,
} from './holidays';
import { stateCodes } from './states';

const dates = (year: number, state?: string | null) => holidaysOf(year, state).map((holiday) => holiday.date);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe('federal holidays', () => {
  it('computes 2026 by rule, a Saturday Independence Day observed the Friday before', () => {
    expect(holidaysOf(2026).map(({ date, name }) => `${date} ${name}`)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-19 Martin Luther King Jr. Day',
      '2026-02-16 Washington’s Birthday',
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth National Independence Day',
      '2026-07-03 Independence Day',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
    expect(holidayOn('2026-07-03')).toMatchObject({ scope: 'federal', actualDate: '2026-07-04' });
  });

  it('moves Sunday holidays to Monday and counts a New Year’s Day on a Saturday in the year before', () => {
    // 2027: Juneteenth on a Saturday, the Fourth on a Sunday, Christmas on a Saturday; 1 January 2028 a Saturday.
    expect(dates(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-31',
    ]);
    expect(holidayOn('2027-12-31')).toMatchObject({ name: 'New Year’s Day', actualDate: '2028-01-01' });
    expect(dates(2028)).not.toContain('2028-01-01');
    expect(dates(2028)).toHaveLength(10);
  });

  it('holds each holiday only from the year it was made', () => {
    expect(dates(2020)).not.toContain('2020-06-19');
    expect(dates(2021)).toContain('2021-06-18'); // Juneteenth 2021 fell on a Saturday
    expect(holidaysOf(1985).some((holiday) => holiday.name.startsWith('Martin Luther King'))).toBe(false);
  });

  it('puts every Monday holiday on a Monday and every observed day on a weekday, 1990 to 2060', () => {
    for (let year = 1990; year <= 2060; year += 1) {
      const holidays = holidaysOf(year);
      expect(holidays.length).toBeGreaterThanOrEqual(federalHolidayRules.length - 2);
      for (const holiday of holidays) {
        expect(weekday(holiday.date), `${holiday.name} ${holiday.date}`).not.toBe(0);
        expect(weekday(holiday.date), `${holiday.name} ${holiday.date}`).not.toBe(6);
        expect(holiday.date.startsWith(String(year))).toBe(true);
      }
      const thanksgiving = holidays.find((holiday) => holiday.name === 'Thanksgiving Day')!;
      expect(weekday(thanksgiving.date)).toBe(4);
      expect(Number(thanksgiving.date.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(thanksgiving.date.slice(8))).toBeLessThanOrEqual(28);
    }
  });
});

describe('Easter', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});

describe('state holidays', () => {
  it('Texas adds the day after Thanksgiving, Christmas Eve and the day after Christmas, not moved off a weekend', () => {
    const texas = holidaysOf(2026, 'TX').filter((holiday) => holiday.scope === 'state');
    expect(texas.map(({ date, name }) => `${date} ${name}`)).toEqual([
      '2026-11-27 Day after Thanksgiving',
      '2026-12-24 Christmas Eve',
      '2026-12-26 Day after Christmas',
    ]);
    // 2027: Christmas is observed on Friday the 24th, which is Christmas Eve too: listed once, federal first.
    expect(holidayOn('2027-12-24', 'TX')).toMatchObject({ name: 'Christmas Day', scope: 'federal' });
    expect(holidaysOf(2027, 'TX').filter((holiday) => holiday.date === '2027-12-24')).toHaveLength(1);
  });

  it('Louisiana closes on Mardi Gras and Good Friday, which move with Easter', () => {
    expect(holidayOn('2026-02-17', 'LA')?.name).toBe('Mardi Gras');
    expect(holidayOn('2026-04-03', 'LA')?.name).toBe('Good Friday');
    expect(holidayOn('2027-02-09', 'LA')?.name).toBe('Mardi Gras');
    expect(holidayOn('2027-03-26', 'LA')?.name).toBe('Good Friday');
    expect(holidayOn('2026-02-17', 'TX')).toBeUndefined();
  });

  it('Massachusetts and Maine: Patriots’ Day, the third Monday of April', () => {
    expect(holidayOn('2026-04-20', 'MA')?.name).toBe('Patriots’ Day');
    expect(holidayOn('2025-04-21', 'ME')?.name).toBe('Patriots’ Day');
    expect(holidayOn('2026-04-20', 'NY')).toBeUndefined();
  });

  it('Alaska: Seward’s Day, the last Monday of March, and Alaska Day moved off a Sunday', () => {
    expect(holidayOn('2026-03-30', 'AK')?.name).toBe('Seward’s Day');
    expect(holidayOn('2026-10-19', 'AK')).toMatchObject({ name: 'Alaska Day', actualDate: '2026-10-18' });
  });

  it('New York: Election Day every year; Lincoln’s Birthday on a Saturday is not moved', () => {
    expect(holidayOn('2026-11-03', 'NY')?.name).toBe('Election Day');
    expect(holidayOn('2027-11-02', 'NY')?.name).toBe('Election Day');
    expect(holidayOn('2028-02-11', 'NY')).toBeUndefined();
    expect(holidayOn('2026-02-12', 'NY')?.name).toBe('Lincoln’s Birthday');
  });

  it('Hawaii and Montana close on the general election day of even years only', () => {
    expect(holidayOn('2026-11-03', 'HI')?.name).toBe('Election Day');
    expect(holidayOn('2027-11-02', 'HI')).toBeUndefined();
    expect(holidayOn('2028-11-07', 'MT')?.name).toBe('Election Day');
    expect(holidayOn('2026-08-21', 'HI')?.name).toBe('Statehood Day');
    expect(holidayOn('2026-06-11', 'HI')?.name).toBe('King Kamehameha I Day');
  });

  it('Virginia’s Election Day holds from 2020; Nevada Day is the last Friday of October', () => {
    expect(holidayOn('2019-11-05', 'VA')).toBeUndefined();
    expect(holidayOn('2026-11-03', 'VA')?.name).toBe('Election Day');
    expect(holidayOn('2026-10-30', 'NV')?.name).toBe('Nevada Day');
  });

  it('a state without closures of its own, Congress (US) and no state keep the federal holidays', () => {
    expect(dates(2026, 'OH')).toEqual(dates(2026));
    expect(dates(2026, 'US')).toEqual(dates(2026));
    expect(dates(2026, 'tx')).toEqual(dates(2026, 'TX'));
    expect(dates(2026, null)).toEqual(dates(2026));
  });

  it('every state in the table is a state the product knows, and every rule gives weekday closures', () => {
    for (const [code, entry] of Object.entries(stateHolidayRules)) {
      expect(stateCodes).toContain(code);
      expect(entry!.source.length).toBeGreaterThan(0);
      const ofState = holidaysOf(2026, code);
      expect(ofState.length, code).toBeGreaterThan(dates(2026).length - 1);
      expect(new Set(ofState.map((holiday) => holiday.date)).size).toBe(ofState.length);
    }
  });
});

describe('working days', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2026-03-04', -1)).toBe('2026-03-03'); // Wednesday -> Tuesday
    expect(addWorkingDays('2026-03-02', -1)).toBe('2026-02-27'); // Monday -> Friday
    expect(addWorkingDays('2026-03-06', 2)).toBe('2026-03-10'); // Friday -> Tuesday
    expect(addWorkingDays('2026-03-06', 0)).toBe('2026-03-06');
  });

  it('skips federal holidays everywhere', () => {
    // A hearing on Tuesday after Martin Luther King Jr. Day: prepare by the Friday before.
    expect(addWorkingDays('2026-01-20', -1, 'CA')).toBe('2026-01-16');
    expect(addWorkingDays('2026-01-20', -1)).toBe('2026-01-16');
    expect(isWorkingDay('2026-07-03')).toBe(false);
    expect(isWorkingDay('2026-07-06')).toBe(true);
  });

  it('skips the state’s own holidays, and only that state’s', () => {
    // Monday after Thanksgiving: Texas closes on the Friday too.
    expect(addWorkingDays('2026-11-30', -1, 'TX')).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-30', -1, 'OH')).toBe('2026-11-27');
    // Two Texas working days after 23 December 2026: the 24th, 25th and the weekend are off.
    expect(addWorkingDays('2026-12-23', 2, 'TX')).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28');
    // Louisiana, Ash Wednesday 2026: Mardi Gras and Presidents' Day before it.
    expect(addWorkingDays('2026-02-18', -1, 'LA')).toBe('2026-02-13');
    expect(addWorkingDays('2026-02-18', -1, 'MS')).toBe('2026-02-17');
    // Boston, the day after Patriots' Day 2026.
    expect(addWorkingDays('2026-04-21', -1, 'MA')).toBe('2026-04-17');
    // Vermont's Town Meeting Day, the first Tuesday of March.
    expect(addWorkingDays('2026-03-04', -1, 'VT')).toBe('2026-03-02');
    // New Year's Day 2028 is observed on Friday 31 December 2027.
    expect(addWorkingDays('2028-01-03', -1, 'NY')).toBe('2027-12-30');
  });
});
