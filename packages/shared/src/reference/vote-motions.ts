// What a roll call was on, in words a reader understands. Some legislatures' vote records name the motion by a
// clerk's abbreviation (Colorado's "PERM", "COW *", "PREV ?"; Wisconsin's "PASSAGE"): the known abbreviations of the
// states in the data are read off this table, any other shouting code gets a readable fallback, and the source's
// own text is kept for a tooltip (issue 34). Motions already written out ("Do Pass Amended", "Third Reading") are
// left as they are.

/**
 * Known clerk abbreviations, keyed by the motion with its markers (`*`, `?`) and spacing stripped, upper case.
 * Colorado's House and Senate journals (leg.colorado.gov vote records); Wisconsin's and others' upper-case words.
 */
const knownMotions: Record<string, string> = {
  BILL: 'Final passage',
  PASSAGE: 'Passage',
  REPASS: 'Repassage',
  AMD: 'Amendment',
  AMEND: 'Amendment',
  COW: 'Committee of the Whole (second reading)',
  PREV: 'Previous question (end debate)',
  CONCUR: 'Concur in amendments',
  CONCURRENCE: 'Concurrence',
  'CONCURRENCE AS AMENDED': 'Concurrence as amended',
  ADHERE: 'Adhere to position',
  'ADOPT REPORT': 'Adopt committee report',
  REFER: 'Refer to committee',
  RES: 'Adopt resolution',
  RESOLUTION: 'Adopt resolution',
  RECON: 'Reconsider',
  RECONSIDER: 'Reconsider',
  TABLE: 'Lay on the table',
  VETO: 'Override veto',
};

export type MotionLabel = {
  /** What to show. */
  label: string;
  /** The source's own text, when the label differs from it (for a tooltip). */
  source?: string;
};

const hasLowerCase = /\p{Ll}/u;

/** An upper-case phrase in sentence case. */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The words to show for a roll call's motion: a known abbreviation's meaning; another upper-case code of one short
 * word ("PERM") as "Floor motion", since its meaning is the legislature's own (the code stays in `source`);
 * upper-case phrases in sentence case ("COMMITTEE (Rules)" as "Committee (Rules)"); motions in words unchanged.
 */
export function describeMotion(motion: string | null | undefined): MotionLabel {
  const source = (motion ?? '').trim();
  if (!source) return { label: 'Vote' };
  const key = source.replace(/[*?]/g, ' ').replace(/\s+/g, ' ').trim().toUpperCase();
  const known = knownMotions[key];
  if (known) return { label: known, source };
  const head = source.replace(/\(.*$/, '').trim();
  if (hasLowerCase.test(head)) return { label: source };
  if (/^[A-Z]{1,6}$/.test(key)) return { label: 'Floor motion', source };
  if (/^[A-Z]/.test(head)) return { label: `${sentenceCase(head)}${source.slice(head.length)}`, source };
  return { label: source };
}
