// No zod here: the bell formats the delay on every page.

/** A measured alert delay for people: "0.4 s", "12 s", "3 min", "2 h 5 min", "5 h", "3 days". */
export function formatDelay(ms: number): string {
  if (ms < 10_000) return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3 * 3_600_000) {
    const minutes = Math.round(ms / 60_000);
    return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  }
  if (ms < 72 * 3_600_000) return `${Math.round(ms / 3_600_000)} h`;
  return `${Math.round(ms / 86_400_000)} days`;
}

/** The sentence every delivered alert carries: no peer states its own delay. */
export const delaySentence = (delayMs: number) => `Delivered ${formatDelay(delayMs)} after the change was published.`;
