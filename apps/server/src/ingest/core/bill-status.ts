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
 * Wording that kills a bill wherever it sits in the action: NY writes "ENACTING CLAUSE STRICKEN" and
 * "RECOMMIT, ENACTING CLAUSE STRICKEN" (the recommittal is part of the kill, not a referral).
 */
const failureText = /\benacting clause (?:is |was )?stricken\b/i;

/**
 * Action types that show a bill moving. After a failure they revive it: NY bills "DIED IN ASSEMBLY" at
 * the end of the session's first year are "RETURNED TO SENATE" and "REFERRED TO ..." again, and are alive.
 */
const movingTypes = new Set([
  'introduction',
  'reading-1',
  'reading-2',
  'reading-3',
  'referral-committee',
  'committee-passage',
  'committee-passage-favorable',
  'passage',
  'executive-receipt',
  'executive-signature',
  'became-law',
  'veto-override-passage',
]);

/** "SUBSTITUTED BY S8071A" (NY): the companion bill carries on in this bill's place. */
const substitutedByText = /\bsubstituted by\s+((?:[A-Z]\.?\s?){1,4}\d+[A-Z]?)\b/i;

export type Substitution = { identifier: string; date: string | null };

/** A roll call as status reads it: a floor vote on passage that passed is that chamber's passage of a resolution. */
export type StatusVote = {
  date: string | null;
  chamber: string | null;
  result: string;
  motionClassification: string[];
  motion?: string;
};

/** Motions that are not the resolution's adoption even where a source types every floor vote as passage (LegiScan). */
const notAdoption = /\b(?:amend(?:ment|ed)?s?|reconsider\w*|table|postpone\w*|concur\w*|suspend\w*|recommit\w*)\b/i;

/**
 * The actions, with the passing floor votes of a resolution merged in by date as passages: resolutions are often
 * adopted by a vote the history does not type ("Read and adopted" untyped, or only the vote event says it).
 * Joint and concurrent resolutions pass each chamber; a bill's votes are not read (its history says more than a
 * motion's classification: amendments and reconsiderations are also "passage" in some sources).
 */
function withResolutionVotes(actions: StatusAction[], votes: readonly StatusVote[], isResolution: boolean) {
  if (!isResolution) return actions;
  const passages = votes
    .filter(
      (vote) =>
        vote.result === 'pass' &&
        vote.motionClassification.includes('passage') &&
        !notAdoption.test(vote.motion ?? '') &&
        !vote.motionClassification.some((type) => type.startsWith('committee')),
    )
    .map((vote): StatusAction => ({ date: vote.date, chamber: vote.chamber, classification: ['passage'] }));
  if (passages.length === 0) return actions;
  const merged = [...actions];
  for (const passage of passages) {
    // After the last action of the same date or earlier; undated votes go last.
    let at = merged.length;
    if (passage.date) {
      const later = merged.findIndex((action) => action.date !== null && action.date > (passage.date ?? ''));
      if (later >= 0) at = later;
    }
    merged.splice(at, 0, passage);
  }
  return merged;
}

/** Types that show the bill is before the legislature: a bill read, referred or voted on has been introduced. */
const introducedBy = new Set([...movingTypes].filter((type) => !type.startsWith('executive') && type !== 'became-law'));

/**
 * Derives status (0-6) and progress[] (0-12 with dates) from Open States action classifications (and, for a
 * resolution, its passing floor votes). A bill is Introduced from its introduction or, when the source has no such
 * line, from its first reading, referral or vote; only a bill with nothing but a filing is Pre-filed.
 * Passage in the origin chamber is Engrossed, passage in the second chamber Enrolled; a simple
 * resolution's single passage is Passed; signature or becoming law is Passed (Chaptered when the
 * action names a chapter); veto Vetoed; failure Failed; referral Refer; committee passage Report Pass;
 * unfavourable report Report DNP.
 *
 * Failure follows the actions: "enacting clause stricken" fails a bill wherever the words sit; a failure
 * followed by movement (a referral, a reading, a passage, ...) no longer counts, and the status is again the
 * milestone before it (the failure stays in progress[] as history). A bill whose last word is
 * "SUBSTITUTED BY <companion>" returns the companion as `substitutedBy`: it is not failed, its companion
 * carries on.
 */
export function deriveStatus(input: {
  actions: StatusAction[];
  fromChamber: string | null;
  classification: string[];
  votes?: readonly StatusVote[];
}): { status: number; statusDate: string | null; progress: ProgressStep[]; substitutedBy?: Substitution } {
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
  // Index in progress[] of a failure not yet followed by movement, and the failures movement revived.
  let pendingFailure: number | null = null;
  const revived = new Set<number>();
  let substitutedBy: Substitution | null = null;

  const isResolution = input.classification.some((value) => /resolution/.test(value));
  for (const action of withResolutionVotes(input.actions, input.votes ?? [], isResolution)) {
    const text = action.text ?? '';
    const types = failureText.test(text) ? ['failure'] : action.classification;
    const date = action.date;
    const moving = types.some((type) => movingTypes.has(type));
    if (pendingFailure !== null && moving && !types.includes('failure')) {
      revived.add(pendingFailure);
      pendingFailure = null;
    }
    if (moving) substitutedBy = null;
    const substitution = substitutedByText.exec(text);
    if (substitution?.[1]) substitutedBy = { identifier: substitution[1].replace(/[.\s]/g, '').toUpperCase(), date };
    if (types.includes('filing') && !introduced && progress.length === 0) push(billStatus.preFiled, date);
    // A bill first read, referred or voted on without an "introduction" line was introduced then.
    if (!introduced && (types.includes('introduction') || types.some((type) => introducedBy.has(type)))) {
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
    if (types.includes('failure')) {
      push(billStatus.failed, date);
      pendingFailure = progress.length - 1;
    }
  }
  if (progress.length === 0 && input.actions.length > 0) push(billStatus.introduced, input.actions[0]?.date ?? null);

  // Status is the latest main milestone; Chaptered and Override count as Passed.
  let status: number = billStatus.preFiled;
  let statusDate: string | null = null;
  for (const [index, step] of progress.entries()) {
    if (revived.has(index)) continue;
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
  // Only present when there is one, so that the content hashes of other bills do not change.
  return substitutedBy ? { status, statusDate, progress, substitutedBy } : { status, statusDate, progress };
}
