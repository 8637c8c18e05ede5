import { type BillIndex, matchBillReference } from '@statehouse/shared/tracking/bill-reference';
import { findSpokenBillMentions, quoteAround } from '../../text-reuse/bill-mentions';
import type { MentionInput, SegmentInput } from './hearings.queries';

// From a hearing's transcript to its live actions (decision 069): bill mentions found in the whole transcript at once
// (so "section 3 of the bill" in the next line still finds the bill named before it), each resolved to a bill of the
// sessions in force and placed at the second its first word was said.

/** A transcript line, with where each of its words starts when the recogniser gave word times. */
export type TimedSegment = SegmentInput & { words?: { offset: number; startMs: number }[] };

export function liveActionsOf(
  stateCode: string,
  segments: readonly TimedSegment[],
  indexes: readonly BillIndex[],
): MentionInput[] {
  if (indexes.length === 0 || segments.length === 0) return [];
  const starts: number[] = [];
  let text = '';
  for (const segment of segments) {
    starts.push(text.length);
    text += `${segment.text}\n`;
  }
  const result: MentionInput[] = [];
  for (const found of findSpokenBillMentions(text, stateCode)) {
    let bill: string | null = null;
    for (const index of indexes) {
      const match = matchBillReference(found.reference, index);
      if (match.status === 'matched') {
        bill = match.bill.id;
        break;
      }
    }
    if (!bill) continue;
    // The line the mention starts in, and the second of its first word.
    let line = 0;
    while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= found.index) line += 1;
    const segment = segments[line] as TimedSegment;
    const within = found.index - (starts[line] ?? 0);
    const word = segment.words?.filter((entry) => entry.offset <= within).at(-1);
    result.push({
      billId: bill,
      startMs: word?.startMs ?? segment.startMs,
      segmentPosition: segment.position,
      spokenAs: found.spokenAs,
      quote: quoteAround(text, found.index, found.end),
      section: found.section,
      origin: 'transcript',
    });
  }
  return result;
}

/** A bill noun and number the keyword pass heard (pocketsphinx), at its second. */
export type HeardMention = { billType: string; number: string; spokenAs: string; startMs: number };

/** How close two mentions of one bill are to be one (the language model and the keyword pass hear the same words). */
export const SAME_MENTION_MS = 10_000;

/**
 * Adds the keyword pass's mentions to the transcript's: each resolved like the others, its words taken from the
 * transcript line it falls in, and a transcript mention of the same bill within ten seconds of it dropped.
 */
export function withHeardMentions(
  fromText: readonly MentionInput[],
  heard: readonly HeardMention[],
  segments: readonly TimedSegment[],
  indexes: readonly BillIndex[],
): MentionInput[] {
  const result: MentionInput[] = [];
  for (const mention of heard) {
    let bill: string | null = null;
    for (const index of indexes) {
      const match = matchBillReference(`${mention.billType} ${mention.number}`, index);
      if (match.status === 'matched') {
        bill = match.bill.id;
        break;
      }
    }
    if (!bill) continue;
    const line =
      segments.find(
        (segment) => (segment.startMs ?? 0) <= mention.startMs && mention.startMs <= (segment.endMs ?? 0),
      ) ?? null;
    result.push({
      billId: bill,
      startMs: mention.startMs,
      segmentPosition: line?.position ?? null,
      spokenAs: mention.spokenAs,
      quote: line ? line.text : mention.spokenAs,
      section: null,
      origin: 'transcript',
    });
  }
  for (const mention of fromText) {
    const twin = result.find(
      (other) =>
        other.billId === mention.billId && Math.abs((other.startMs ?? 0) - (mention.startMs ?? 0)) <= SAME_MENTION_MS,
    );
    if (twin) twin.section ??= mention.section;
    else result.push(mention);
  }
  return result.sort((a, b) => (a.startMs ?? 0) - (b.startMs ?? 0));
}
