import type { SourceFreshness } from '@statehouse/shared/status/status.schemas';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 2026-11-22T21:42:09Z -> "3 hours ago" (seconds round to "just now"). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return iso;
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/**
 * The freshness rows of one catalog source. File importers have one row; live connectors have one per
 * state (`openstates-api:TX`), so they are summed and the newest run wins.
 */
export function freshnessOf(sourceId: string, rows: SourceFreshness[]) {
  const mine = rows.filter((row) => row.source === sourceId || row.source.startsWith(`${sourceId}:`));
  if (mine.length === 0) return null;
  const newest = mine.reduce((a, b) => (a.lastRunAt > b.lastRunAt ? a : b));
  return {
    lastRunAt: newest.lastRunAt,
    status: newest.status,
    records: mine.reduce((sum, row) => sum + row.records, 0),
    skipped: mine.reduce((sum, row) => sum + row.skipped, 0),
    lastError: mine.find((row) => row.lastError)?.lastError ?? null,
    states: mine.map((row) => row.source.split(':')[1]).filter(Boolean),
  };
}

export type Freshness = NonNullable<ReturnType<typeof freshnessOf>>;
