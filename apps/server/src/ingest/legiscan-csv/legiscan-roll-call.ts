/**
 * A LegiScan roll call's result as the source states it (docs/decisions/059). LegiScan's roll call carries the
 * legislature's own description ("House Third Reading: Defeated Roll Call 12", "House Emergency Final Action -
 * Not adopted by required 2/3 majority", "HJC: Do Pass (DPA)") and the bill's history carries the chamber's
 * record of the same day ("Senate Third Reading Passed"): the result is read there, and the counts decide only
 * when neither says. A count that contradicts what the source says is kept as the source says it and
 * reported (`contradicted`), never silently resolved.
 */

export type RollCallResult = {
  result: 'pass' | 'fail' | 'unknown';
  /** Where the result was read: the roll call's description, the same day's history entry, or the counts. */
  from: 'description' | 'history' | 'counts';
  /** The source says passed while fewer voted yes than no, or failed while more did (no stated threshold). */
  contradicted: boolean;
};

const failed =
  /\b(?:fail(?:s|ed)?|defeated|rejected|lost|not (?:adopted|passed|concurred|agreed|carried|prevailed)|did not (?:pass|prevail|carry)|do not pass|ought not to pass|negatived)\b/i;
// Past tense only: "Adopt amendment L.004" and "Senate Amendments Concur" name the motion, not its outcome.
const passed =
  /\b(?:passed|re-?passed|adopted|prevailed|concurred|carried|agreed to|approved|confirmed|overridden|given immediate effect|reported favorabl[ey]|reported with recommendation|recommended|do pass)\b|\(DPA?\)/i;

/** The result a description or history line states, null when it states none. */
export function statedResult(text: string): 'pass' | 'fail' | null {
  if (failed.test(text)) return 'fail';
  if (passed.test(text)) return 'pass';
  return null;
}

/**
 * A result a supermajority explains: "Not adopted by required 2/3 majority", a veto override that "failed" 82-42,
 * with more yeas than nays.
 */
const threshold =
  /\b(?:2\/3|3\/5|two-thirds|three-fifths|required|constitutional majority|majority of (?:the )?members|overrid\w*)\b/i;

/** The motion a roll call and a history line share: "third reading", "final action", "committee of the whole". */
const motionPhrase =
  /\b(?:third reading|3rd reading|second reading|2nd reading|final (?:action|passage|reading)|committee of the whole|concur\w*|veto|reconsider\w*|consent calendar)\b/i;

/** A vote on an amendment ("Amd (h.001)", "Third Reading Amend (l.004)"), not on the bill the history line records. */
const aboutAmendment = /\bam(?:en)?d(?:ment)?s?\b/i;

export type RollCallInput = {
  description: string;
  date: string | null;
  chamber: string | null;
  yes: number;
  no: number;
};

/**
 * The result of one roll call of a bill: its description's own word, else the history entry of the same date
 * and chamber naming the same motion, when exactly one roll call of that day is that motion (CO lists "House:
 * Third Reading Bill" and "House: Third Reading Perm" the same day as one history line "House Third Reading
 * Passed": that line belongs to neither for sure), else the counts. A voice vote recorded 0-0 takes the stated
 * result, else it is unknown.
 */
export function legiscanRollCallResult(
  rollCall: RollCallInput,
  context: {
    history: readonly { date: string | null; chamber: string | null; text: string }[];
    rollCalls: readonly RollCallInput[];
  },
): RollCallResult {
  const byCounts = rollCall.yes === 0 && rollCall.no === 0 ? null : rollCall.yes > rollCall.no ? 'pass' : 'fail';
  const judge = (result: 'pass' | 'fail', from: RollCallResult['from'], said: string): RollCallResult => ({
    result,
    from,
    contradicted: byCounts !== null && byCounts !== result && !threshold.test(said),
  });
  const own = statedResult(rollCall.description);
  if (own) return judge(own, 'description', rollCall.description);
  const phrase = motionPhrase.exec(rollCall.description)?.[0]?.toLowerCase();
  if (phrase && rollCall.date && !aboutAmendment.test(rollCall.description)) {
    const sameMotion = (text: string) => text.toLowerCase().includes(phrase);
    const sameDay = (item: { date: string | null; chamber: string | null }) =>
      item.date === rollCall.date && (!item.chamber || !rollCall.chamber || item.chamber === rollCall.chamber);
    const rivals = context.rollCalls.filter(
      (other) => sameDay(other) && sameMotion(other.description) && !aboutAmendment.test(other.description),
    );
    const said = context.history
      .filter((entry) => sameDay(entry) && sameMotion(entry.text))
      .map((entry) => ({ text: entry.text, result: statedResult(entry.text) }))
      .filter((entry) => entry.result !== null);
    const results = new Set(said.map((entry) => entry.result));
    const [result] = results;
    if (rivals.length === 1 && results.size === 1 && result) {
      return judge(result, 'history', said.map((entry) => entry.text).join(' '));
    }
  }
  return { result: byCounts ?? 'unknown', from: 'counts', contradicted: false };
}
