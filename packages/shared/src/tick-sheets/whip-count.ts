import { type TickStance, tickStances, type WhipCount } from './tick-sheets.schemas';

/** Counts per stance and a simple majority of the sheet: the server's reply and the page's instant update agree. */
export function whipCountOf(stances: readonly TickStance[]): WhipCount {
  const count = Object.fromEntries(tickStances.map((stance) => [stance, 0])) as Record<TickStance, number>;
  for (const stance of stances) count[stance] += 1;
  return {
    ...count,
    total: stances.length,
    needed: Math.floor(stances.length / 2) + 1,
    likelyYes: count.yes + count.lean_yes,
    likelyNo: count.no + count.lean_no,
  };
}
