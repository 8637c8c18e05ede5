/**
 * What an import could not classify or resolve, counted per run so that a user sees each import's quality:
 * printed after the run's summary line and returned in its ImportResult. Only bills count (`bills` is how many
 * were read); a run without bills prints nothing.
 */
export type ImportQuality = {
  bills: number;
  /** Actions whose wording no rule types (neither the source nor core/action-text.ts). */
  actionsUntyped: number;
  /** Sponsorships of a person that name no stored person (the raw name is kept beside a null link). */
  sponsorsUnlinked: number;
  /** Roll calls whose counts contradict their description; absent where the importer does not check. */
  rollCallsContradicted?: number;
};

export const emptyQuality = (): ImportQuality => ({ bills: 0, actionsUntyped: 0, sponsorsUnlinked: 0 });

/** Adds `more` into `total` (in place). */
export function addQuality(total: ImportQuality, more: Partial<ImportQuality>): void {
  total.bills += more.bills ?? 0;
  total.actionsUntyped += more.actionsUntyped ?? 0;
  total.sponsorsUnlinked += more.sponsorsUnlinked ?? 0;
  if (more.rollCallsContradicted !== undefined)
    total.rollCallsContradicted = (total.rollCallsContradicted ?? 0) + more.rollCallsContradicted;
}

/**
 * Counts the roll calls of one loaded bill whose counts contradict the result the source states (decision 059;
 * kept as stated). Calling it marks the run as one that checks, so the summary prints the figure even when 0.
 */
export function countContradictedRollCalls(total: ImportQuality, votes: readonly { resultContradicted?: boolean }[]) {
  addQuality(total, { rollCallsContradicted: votes.filter((vote) => vote.resultContradicted).length });
}

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * `692 bills: 1,210 actions untyped, 82 sponsors unlinked, 2 roll calls contradicting their description`; null
 * when the run read no bills.
 */
export function formatQuality(quality: ImportQuality | undefined): string | null {
  if (!quality || quality.bills === 0) return null;
  const parts = [
    counted(quality.actionsUntyped, 'action untyped', 'actions untyped'),
    counted(quality.sponsorsUnlinked, 'sponsor unlinked', 'sponsors unlinked'),
  ];
  if (quality.rollCallsContradicted !== undefined)
    parts.push(
      counted(
        quality.rollCallsContradicted,
        'roll call contradicting its description',
        'roll calls contradicting their description',
      ),
    );
  return `${counted(quality.bills, 'bill', 'bills')}: ${parts.join(', ')}`;
}
