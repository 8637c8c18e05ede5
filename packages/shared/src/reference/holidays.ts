import type { StateCode } from './states';

/**
 * Public holidays, computed by rule for any year (never a list of dates): the US federal holidays and the days each
 * state's own offices close besides them. Working days (Monday to Friday, not a holiday) decide when a task made by a
 * legislative rule is due and when its reminder goes out (decision 073).
 *
 * Sources:
 * - Federal: 5 U.S.C. 6103(a), as amended (Martin Luther King Jr. Day from 1986, Juneteenth from 2021); a fixed-date
 *   holiday on a Saturday is observed the Friday before and on a Sunday the Monday after (5 U.S.C. 6103(b),
 *   Executive Order 11582).
 * - States: the days the state's holiday statute (named in `source` where the rule comes from one) and its personnel
 *   office's holiday schedule close state offices, beyond the federal ones. Days a state keeps offices open for (such
 *   as Texas' partial-staffing holidays, Tex. Gov't Code 662.003(c)) are left out: a legislature's staff works then.
 * - Every state is taken to close on the federal holidays too, even the few states that work one of them (Columbus
 *   Day in several states): counting such a day as off makes a task due a day early, never late.
 */

/** Sunday 0 .. Saturday 6, as Date.getUTCDay(). */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** How a fixed date on a weekend is observed: Saturday to Friday and Sunday to Monday, Sunday to Monday only, or not. */
type Observance = 'nearest' | 'monday' | 'none';

type DateRule =
  /** A day of the year: month 1-12. */
  | { fixed: { month: number; day: number }; observed?: Observance }
  /** The nth (1-5) or last (-1) weekday of a month, then `offset` days on (the day after Thanksgiving: +1). */
  | { nth: { month: number; weekday: Weekday; n: number; offset?: number } }
  /** Days from Western Easter Sunday (Good Friday -2, Mardi Gras -47). */
  | { easter: number };

type HolidayRule = DateRule & {
  name: string;
  /** The first (and last) year the rule holds. */
  from?: number;
  until?: number;
  /** Only in even years (general election days). */
  evenYears?: boolean;
};

export type Holiday = {
  /** The day offices close (YYYY-MM-DD): the observed day. */
  date: string;
  name: string;
  scope: 'federal' | 'state';
  /** The calendar day the holiday falls on, when it is observed on another. */
  actualDate?: string;
};

const JAN = 1;
const FEB = 2;
const MAR = 3;
const APR = 4;
const MAY = 5;
const JUN = 6;
const AUG = 8;
const SEP = 9;
const OCT = 10;
const NOV = 11;
const MON: Weekday = 1;
const TUE: Weekday = 2;
const THU: Weekday = 4;
const FRI: Weekday = 5;

export const federalHolidayRules: readonly HolidayRule[] = [
  { name: 'New Year’s Day', fixed: { month: JAN, day: 1 } },
  { name: 'Martin Luther King Jr. Day', nth: { month: JAN, weekday: MON, n: 3 }, from: 1986 },
  { name: 'Washington’s Birthday', nth: { month: FEB, weekday: MON, n: 3 } },
  { name: 'Memorial Day', nth: { month: MAY, weekday: MON, n: -1 } },
  { name: 'Juneteenth National Independence Day', fixed: { month: JUN, day: 19 }, from: 2021 },
  { name: 'Independence Day', fixed: { month: 7, day: 4 } },
  { name: 'Labor Day', nth: { month: SEP, weekday: MON, n: 1 } },
  { name: 'Columbus Day', nth: { month: OCT, weekday: MON, n: 2 } },
  { name: 'Veterans Day', fixed: { month: NOV, day: 11 } },
  { name: 'Thanksgiving Day', nth: { month: NOV, weekday: THU, n: 4 } },
  { name: 'Christmas Day', fixed: { month: 12, day: 25 } },
];

const dayAfterThanksgiving = (name = 'Day after Thanksgiving'): HolidayRule => ({
  name,
  nth: { month: NOV, weekday: THU, n: 4, offset: 1 },
});
/** The Tuesday after the first Monday in November. */
const electionDay = (evenYears: boolean, from?: number): HolidayRule => ({
  name: 'Election Day',
  nth: { month: NOV, weekday: MON, n: 1, offset: 1 },
  ...(evenYears ? { evenYears } : {}),
  ...(from ? { from } : {}),
});
const goodFriday: HolidayRule = { name: 'Good Friday', easter: -2 };
const lincolnsBirthday: HolidayRule = { name: 'Lincoln’s Birthday', fixed: { month: FEB, day: 12 } };
const patriotsDay: HolidayRule = { name: 'Patriots’ Day', nth: { month: APR, weekday: MON, n: 3 } };
const christmasEve: HolidayRule = { name: 'Christmas Eve', fixed: { month: 12, day: 24 }, observed: 'none' };
const dayAfterChristmas: HolidayRule = { name: 'Day after Christmas', fixed: { month: 12, day: 26 }, observed: 'none' };
const newYearsEve: HolidayRule = { name: 'New Year’s Eve', fixed: { month: 12, day: 31 }, observed: 'none' };

/** Each state's closures beyond the federal holidays; a state not listed closes on the federal holidays only. */
export const stateHolidayRules: Partial<Record<StateCode, { source: string; rules: readonly HolidayRule[] }>> = {
  AK: {
    source: 'Alaska Stat. 44.12.010',
    rules: [
      { name: 'Seward’s Day', nth: { month: MAR, weekday: MON, n: -1 } },
      { name: 'Alaska Day', fixed: { month: OCT, day: 18 } },
    ],
  },
  AL: {
    source: 'Ala. Code 1-3-8',
    rules: [
      { name: 'Confederate Memorial Day', nth: { month: APR, weekday: MON, n: 4 } },
      { name: 'Jefferson Davis’ Birthday', nth: { month: JUN, weekday: MON, n: 1 } },
    ],
  },
  AR: { source: 'Ark. Code 1-5-101', rules: [christmasEve] },
  CA: {
    source: 'Cal. Gov’t Code 6700 and the CalHR holiday schedule (a Saturday holiday is not moved)',
    rules: [{ name: 'César Chávez Day', fixed: { month: MAR, day: 31 }, observed: 'monday' }, dayAfterThanksgiving()],
  },
  CT: { source: 'Conn. Gen. Stat. 1-4', rules: [lincolnsBirthday, goodFriday] },
  DC: {
    source: 'D.C. Code 1-612.02',
    rules: [{ name: 'DC Emancipation Day', fixed: { month: APR, day: 16 }, from: 2005 }],
  },
  DE: { source: 'Delaware state holiday schedule', rules: [goodFriday, dayAfterThanksgiving()] },
  FL: { source: 'Fla. Stat. 110.117', rules: [dayAfterThanksgiving()] },
  GA: { source: 'Georgia state holiday schedule', rules: [dayAfterThanksgiving('State Holiday')] },
  HI: {
    source: 'Haw. Rev. Stat. 8-1',
    rules: [
      { name: 'Prince Jonah Kūhiō Kalanianaʻole Day', fixed: { month: MAR, day: 26 } },
      goodFriday,
      { name: 'King Kamehameha I Day', fixed: { month: JUN, day: 11 } },
      { name: 'Statehood Day', nth: { month: AUG, weekday: FRI, n: 3 } },
      electionDay(true),
    ],
  },
  IA: { source: 'Iowa Code 1C.2', rules: [dayAfterThanksgiving()] },
  IL: {
    source: 'Illinois state holiday schedule',
    rules: [lincolnsBirthday, dayAfterThanksgiving(), electionDay(true)],
  },
  IN: {
    source: 'Ind. Code 1-1-9-1',
    rules: [
      goodFriday,
      { name: 'Primary Election Day', nth: { month: MAY, weekday: MON, n: 1, offset: 1 }, evenYears: true },
      electionDay(true),
      dayAfterThanksgiving('Lincoln’s Birthday (observed)'),
    ],
  },
  KY: { source: 'Kentucky state holiday schedule', rules: [dayAfterThanksgiving(), christmasEve, newYearsEve] },
  LA: {
    source: 'La. Rev. Stat. 1:55',
    rules: [{ name: 'Mardi Gras', easter: -47 }, goodFriday],
  },
  MA: { source: 'Mass. Gen. Laws c. 4, § 7', rules: [patriotsDay] },
  MD: { source: 'Maryland state holiday schedule', rules: [dayAfterThanksgiving('American Indian Heritage Day')] },
  ME: { source: 'Maine state holiday schedule', rules: [patriotsDay] },
  MI: { source: 'Michigan civil service holiday schedule', rules: [dayAfterThanksgiving(), christmasEve, newYearsEve] },
  MN: { source: 'Minnesota state holiday schedule', rules: [dayAfterThanksgiving()] },
  MO: {
    source: 'Mo. Rev. Stat. 9.010',
    rules: [lincolnsBirthday, { name: 'Truman Day', fixed: { month: MAY, day: 8 } }],
  },
  MS: {
    source: 'Miss. Code 3-3-7',
    rules: [{ name: 'Confederate Memorial Day', nth: { month: APR, weekday: MON, n: -1 } }],
  },
  MT: { source: 'Mont. Code 1-1-216', rules: [electionDay(true)] },
  NC: { source: 'North Carolina state holiday schedule', rules: [goodFriday, dayAfterThanksgiving()] },
  ND: { source: 'N.D. Cent. Code 1-03-01', rules: [goodFriday] },
  NE: {
    source: 'Neb. Rev. Stat. 25-2221',
    rules: [{ name: 'Arbor Day', nth: { month: APR, weekday: FRI, n: -1 } }, dayAfterThanksgiving()],
  },
  NH: { source: 'New Hampshire state holiday schedule', rules: [dayAfterThanksgiving()] },
  NJ: { source: 'N.J. Stat. 36:1-1', rules: [lincolnsBirthday, goodFriday, electionDay(false)] },
  NM: { source: 'New Mexico state holiday schedule', rules: [dayAfterThanksgiving()] },
  NV: {
    source: 'Nev. Rev. Stat. 236.015',
    rules: [{ name: 'Nevada Day', nth: { month: OCT, weekday: FRI, n: -1 } }, dayAfterThanksgiving('Family Day')],
  },
  NY: {
    source: 'N.Y. Gen. Constr. Law § 24 (a Saturday holiday is not moved)',
    rules: [{ name: 'Lincoln’s Birthday', fixed: { month: FEB, day: 12 }, observed: 'monday' }, electionDay(false)],
  },
  OK: { source: 'Okla. Stat. tit. 25, § 82.1', rules: [dayAfterThanksgiving()] },
  PA: { source: 'Pennsylvania state holiday schedule', rules: [dayAfterThanksgiving()] },
  RI: { source: 'R.I. Gen. Laws 25-1-1', rules: [{ name: 'Victory Day', nth: { month: AUG, weekday: MON, n: 2 } }] },
  SC: {
    source: 'S.C. Code 53-5-10',
    rules: [
      { name: 'Confederate Memorial Day', fixed: { month: MAY, day: 10 } },
      dayAfterThanksgiving(),
      christmasEve,
      dayAfterChristmas,
    ],
  },
  TN: { source: 'Tennessee state holiday schedule', rules: [goodFriday, dayAfterThanksgiving()] },
  TX: {
    source: 'Tex. Gov’t Code 662.003(b): state holidays on a weekend are not moved',
    rules: [dayAfterThanksgiving(), christmasEve, dayAfterChristmas],
  },
  UT: { source: 'Utah Code 63G-1-301', rules: [{ name: 'Pioneer Day', fixed: { month: 7, day: 24 } }] },
  VA: { source: 'Va. Code 2.2-3300', rules: [electionDay(false, 2020), dayAfterThanksgiving()] },
  VT: {
    source: 'Vt. Stat. tit. 1, § 371',
    rules: [
      { name: 'Town Meeting Day', nth: { month: MAR, weekday: TUE, n: 1 } },
      { name: 'Bennington Battle Day', fixed: { month: AUG, day: 16 } },
    ],
  },
  WA: { source: 'Wash. Rev. Code 1.16.050', rules: [dayAfterThanksgiving('Native American Heritage Day')] },
  WI: { source: 'Wis. Stat. 230.35(4)', rules: [christmasEve, newYearsEve] },
  WV: {
    source: 'W. Va. Code 2-2-1',
    rules: [{ name: 'West Virginia Day', fixed: { month: JUN, day: 20 } }, dayAfterThanksgiving(), electionDay(true)],
  },
};

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Western Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(utc(year, month, day));
}

function nthWeekday(year: number, month: number, weekday: Weekday, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return plusDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return plusDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

function observe(date: Date, observance: Observance): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6 && observance === 'nearest') return plusDays(date, -1);
  if (weekday === 0 && observance !== 'none') return plusDays(date, 1);
  return date;
}

/** The day a rule gives in a year (observed and actual), or null when the rule does not hold that year. */
function dayOf(rule: HolidayRule, year: number): { observed: Date; actual: Date } | null {
  if ((rule.from && year < rule.from) || (rule.until && year > rule.until) || (rule.evenYears && year % 2 !== 0)) {
    return null;
  }
  if ('fixed' in rule) {
    const actual = utc(year, rule.fixed.month, rule.fixed.day);
    return { actual, observed: observe(actual, rule.observed ?? 'nearest') };
  }
  if ('nth' in rule) {
    const { month, weekday, n, offset = 0 } = rule.nth;
    const day = plusDays(nthWeekday(year, month, weekday, n), offset);
    return { actual: day, observed: day };
  }
  const day = plusDays(new Date(`${easterSunday(year)}T12:00:00Z`), rule.easter);
  return { actual: day, observed: day };
}

const cache = new Map<string, readonly Holiday[]>();

/**
 * The holidays observed in a year, in date order: the federal ones, plus the state's when `stateCode` names a state
 * with closures of its own (US, an unknown code or none: federal only). A holiday observed across the new year
 * (New Year's Day on a Saturday, observed on December 31) counts in the year of its observed day. Two holidays on one
 * day are listed once, the federal name first.
 */
export function holidaysOf(year: number, stateCode?: string | null): readonly Holiday[] {
  const state = stateHolidayRules[(stateCode ?? '').toUpperCase() as StateCode];
  const key = `${year}:${state ? stateCode?.toUpperCase() : ''}`;
  const known = cache.get(key);
  if (known) return known;
  const byDate = new Map<string, Holiday>();
  const scopes = [
    { scope: 'federal' as const, rules: federalHolidayRules },
    { scope: 'state' as const, rules: state?.rules ?? [] },
  ];
  for (const { scope, rules } of scopes) {
    for (const rule of rules) {
      for (const ruleYear of [year - 1, year, year + 1]) {
        const day = dayOf(rule, ruleYear);
        if (!day || day.observed.getUTCFullYear() !== year) continue;
        const date = isoDay(day.observed);
        if (byDate.has(date)) continue;
        const actualDate = isoDay(day.actual);
        byDate.set(date, { date, name: rule.name, scope, ...(actualDate === date ? {} : { actualDate }) });
      }
    }
  }
  const holidays = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  cache.set(key, holidays);
  return holidays;
}

/** The holiday observed on a calendar day (YYYY-MM-DD) in a state (or federally), if any. */
export function holidayOn(day: string, stateCode?: string | null): Holiday | undefined {
  return holidaysOf(Number(day.slice(0, 4)), stateCode).find((holiday) => holiday.date === day);
}

/** Monday to Friday and not a holiday observed in the state (federal holidays count everywhere). */
export function isWorkingDay(day: string, stateCode?: string | null): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidayOn(day, stateCode) === undefined;
}

/**
 * `days` working days before (negative) or after (positive) a calendar day (YYYY-MM-DD), skipping weekends and the
 * holidays of `stateCode` (federal ones only without a state). `addWorkingDays(hearingDay, -1, 'TX')` is the Texas
 * working day before a hearing.
 */
export function addWorkingDays(day: string, days: number, stateCode?: string | null): string {
  let date = new Date(`${day}T12:00:00Z`);
  let left = Math.abs(days);
  const step = days < 0 ? -1 : 1;
  while (left > 0) {
    date = plusDays(date, step);
    if (isWorkingDay(isoDay(date), stateCode)) left -= 1;
  }
  return isoDay(date);
}
