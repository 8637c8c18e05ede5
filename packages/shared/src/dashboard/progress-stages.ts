// No zod here: the server counts bills by stage and the web chart names the stages, both from this list.

/**
 * Where a bill stands, in the order a bill moves: the six bars of the tracked-progress chart. Derived from the
 * bill's status (0-6) and its progress codes (0-12) of the shared bill-status list (reference/bill-status.ts).
 */
export const progressStages = [
  'introduced',
  'in_committee',
  'passed_one_chamber',
  'passed_both_chambers',
  'enacted',
  'failed_or_vetoed',
] as const;
export type ProgressStage = (typeof progressStages)[number];

export const progressStageLabels: Record<ProgressStage, string> = {
  introduced: 'Introduced',
  in_committee: 'In committee',
  passed_one_chamber: 'Passed one chamber',
  passed_both_chambers: 'Passed both chambers',
  enacted: 'Enacted',
  failed_or_vetoed: 'Failed or vetoed',
};

// Codes of reference/bill-status.ts, named here so the rules below read as sentences.
const ENGROSSED = 2;
const ENROLLED = 3;
const PASSED = 4;
const VETOED = 5;
const FAILED = 6;
const OVERRIDE = 7;
const CHAPTERED = 8;
const REFER = 9;

/**
 * The stage of a bill. `status` is the bill's own status (LegiScan's 4 "Passed" means signed or otherwise made
 * law); `progressCodes` are the codes of its progress array. A veto overridden (7) or a bill chaptered (8) is
 * enacted whatever its status says, since sources are slow to move the status after those events. A pre-filed
 * (0) or introduced (1) bill that has been referred to a committee (9) is in committee, even once reported out:
 * it has not passed a chamber yet.
 */
export function progressStageOf(status: number, progressCodes: readonly number[]): ProgressStage {
  if (progressCodes.includes(OVERRIDE) || progressCodes.includes(CHAPTERED) || status === PASSED) return 'enacted';
  if (status === VETOED || status === FAILED) return 'failed_or_vetoed';
  if (status === ENROLLED) return 'passed_both_chambers';
  if (status === ENGROSSED) return 'passed_one_chamber';
  if (progressCodes.includes(REFER)) return 'in_committee';
  return 'introduced';
}
