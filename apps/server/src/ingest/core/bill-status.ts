import type { ProgressStep } from '../../db/schema/legislation';

/** Bill status codes (SPEC section 3); 7-12 appear only in progress[]. */
export const billStatus = {
  preFiled: 0,
  introduced: 1,
  engrossed: 2,
  enrolled: 3,
  passed: 4,
  vetoed: 5,
  failed: 6,
  override: 7,
  chaptered: 8,
  refer: 9,
  reportPass: 10,
  reportDnp: 11,
  draft: 12,
} as const;

export type StatusAction = {
  date: string | null;
  chamber: string | null;
  classification: string[];
  text?: string;
};

/**
 * Derives status (0-6) and progress[] (0-12 with dates) from Open States action classifications.
 * Passage in the origin chamber is Engrossed, passage in the second chamber Enrolled; a simple
 * resolution's single passage is Passed; signature or becoming law is Passed (Chaptered when the
 * action names a chapter); veto Vetoed; failure Failed; referral Refer; committee passage Report Pass;
 * unfavourable report Report DNP.
 */
export function deriveStatus(input: {
  actions: StatusAction[];
  fromChamber: string | null;
  classification: string[];
}): { status: number; statusDate: string | null; progress: ProgressStep[] } {
  const progress: ProgressStep[] = [];
  const push = (status: number, date: string | null) => {
    const last = progress.at(-1);
    if (last && last.status === status && last.date === date) return;
    progress.push({ status, date });
  };
  const isSimpleResolution =
    input.classification.includes('resolution') &&
    !input.classification.some((value) => /joint|concurrent/.test(value));
  const passedChambers = new Set<string>();
  let introduced = false;

  for (const action of input.actions) {
    const types = action.classification;
    const date = action.date;
    if (types.includes('filing') && !introduced && progress.length === 0) push(billStatus.preFiled, date);
    if (types.includes('introduction') && !introduced) {
      introduced = true;
      push(billStatus.introduced, date);
    }
    if (types.includes('referral-committee')) push(billStatus.refer, date);
    if (types.includes('committee-passage-unfavorable') || types.includes('committee-failure'))
      push(billStatus.reportDnp, date);
    else if (types.includes('committee-passage') || types.includes('committee-passage-favorable'))
      push(billStatus.reportPass, date);
    if (types.includes('passage')) {
      const chamber = action.chamber ?? (passedChambers.size === 0 ? (input.fromChamber ?? 'origin') : 'other');
      if (!passedChambers.has(chamber)) {
        passedChambers.add(chamber);
        if (isSimpleResolution || chamber === 'legislature') push(billStatus.passed, date);
        else push(passedChambers.size === 1 ? billStatus.engrossed : billStatus.enrolled, date);
      }
    }
    if (types.includes('veto-override-passage')) push(billStatus.override, date);
    if (types.includes('executive-veto')) push(billStatus.vetoed, date);
    if (types.includes('executive-signature') || types.includes('became-law')) {
      push(billStatus.passed, date);
      if (/chapter/i.test(action.text ?? '')) push(billStatus.chaptered, date);
    }
    if (types.includes('failure')) push(billStatus.failed, date);
  }
  if (progress.length === 0 && input.actions.length > 0) push(billStatus.introduced, input.actions[0]?.date ?? null);

  // Status is the latest main milestone; Chaptered and Override count as Passed.
  let status: number = billStatus.preFiled;
  let statusDate: string | null = null;
  for (const step of progress) {
    const main =
      step.status <= billStatus.failed
        ? step.status
        : step.status === billStatus.chaptered || step.status === billStatus.override
          ? billStatus.passed
          : undefined;
    if (main !== undefined) {
      status = main;
      statusDate = step.date;
    }
  }
  return { status, statusDate, progress };
}
