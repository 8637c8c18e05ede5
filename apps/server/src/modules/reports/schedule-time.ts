import type { ScheduleFrequency } from '@statehouse/shared/reports/reports.schemas';
import { zoneOffsetMs } from '../../jobs/digest-time';

export type ScheduleTiming = {
  frequency: ScheduleFrequency;
  /** HH:MM on the wall clock of timeZone. */
  timeOfDay: string;
  timeZone: string;
  /** Weekly: 0 (Sunday) to 6. */
  dayOfWeek?: number | null;
  /** Monthly: 1 to 28 (every month has it). */
  dayOfMonth?: number | null;
};

/** A wall-clock time in a zone as the instant it names (a time skipped by a daylight-saving jump lands an hour later). */
export function zonedTime(
  parts: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(parts.year, parts.month, parts.day, parts.hour, parts.minute);
  const guess = new Date(wall - zoneOffsetMs(timeZone, new Date(wall)));
  return new Date(wall - zoneOffsetMs(timeZone, guess));
}

/** The calendar date (year, month 0-11, day) of an instant on a zone's wall clock. */
export function zonedDate(at: Date, timeZone: string) {
  const local = new Date(at.getTime() + zoneOffsetMs(timeZone, at));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/**
 * The first time the schedule is due strictly after `after`: daily at timeOfDay, weekly on dayOfWeek (default
 * Monday), monthly on dayOfMonth (default the 1st), all on the wall clock of timeZone.
 */
export function nextRunAfter(timing: ScheduleTiming, after: Date): Date {
  const [hour = 8, minute = 0] = timing.timeOfDay.split(':').map(Number);
  const start = zonedDate(after, timing.timeZone);
  // 62 days cover every monthly case (the 28th of next month at the latest).
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = new Date(Date.UTC(start.year, start.month, start.day + offset));
    if (timing.frequency === 'weekly' && day.getUTCDay() !== (timing.dayOfWeek ?? 1)) continue;
    if (timing.frequency === 'monthly' && day.getUTCDate() !== (timing.dayOfMonth ?? 1)) continue;
    const at = zonedTime(
      { year: day.getUTCFullYear(), month: day.getUTCMonth(), day: day.getUTCDate(), hour, minute },
      timing.timeZone,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: a schedule is due within 62 days');
}

/** Midnight at the start of a calendar date (YYYY-MM-DD) on a zone's wall clock. */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return zonedTime({ year, month: month - 1, day, hour: 0, minute: 0 }, timeZone);
}

/** Today's date (YYYY-MM-DD) on a zone's wall clock, moved by `days`. */
export function zonedToday(now: Date, timeZone: string, days = 0): string {
  const { year, month, day } = zonedDate(now, timeZone);
  return new Date(Date.UTC(year, month, day + days)).toISOString().slice(0, 10);
}
