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
