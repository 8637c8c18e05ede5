/** How far a zone's wall clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The next digest time after `now`: `hour`:00 on the wall clock of `timeZone`, every day (daily) or on Mondays
 * (weekly). An unknown zone counts as UTC. A wall time skipped by a daylight-saving jump lands an hour later.
 */
export function nextDigestAt(options: { now: Date; timeZone: string; hour: number; every: 'daily' | 'weekly' }): Date {
  const zone = isTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  const localNow = new Date(options.now.getTime() + zoneOffsetMs(zone, options.now));
  for (let days = 0; days <= 8; days += 1) {
    const day = new Date(
      Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate() + days, options.hour),
    );
    if (options.every === 'weekly' && day.getUTCDay() !== 1) continue;
    // The wall time read as UTC, moved by the zone's offset at (about) that moment.
    const guess = new Date(day.getTime() - zoneOffsetMs(zone, day));
    const at = new Date(day.getTime() - zoneOffsetMs(zone, guess));
    if (at.getTime() > options.now.getTime()) return at;
  }
  throw new Error('unreachable: a digest time exists within eight days');
}
