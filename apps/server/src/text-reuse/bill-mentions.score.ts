import { findSpokenBillMentions } from './bill-mentions';
import type { LabelledLine } from './bill-mentions.labelled';

export type MentionScore = {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  misses: { text: string; reference: string; why: 'missed' | 'extra' }[];
};

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Precision and recall of the extractor on labelled lines: each (line, reference) counts once. */
export function scoreMentions(lines: readonly LabelledLine[]): MentionScore {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: MentionScore['misses'] = [];
  for (const line of lines) {
    const expected = new Set(line.expected);
    const found = new Set(findSpokenBillMentions(line.text, line.stateCode).map((mention) => mention.reference));
    for (const reference of found) {
      if (expected.has(reference)) truePositives += 1;
      else {
        falsePositives += 1;
        misses.push({ text: line.text, reference, why: 'extra' });
      }
    }
    for (const reference of expected) {
      if (found.has(reference)) continue;
      falseNegatives += 1;
      misses.push({ text: line.text, reference, why: 'missed' });
    }
  }
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: ratio(truePositives, truePositives + falsePositives),
    recall: ratio(truePositives, truePositives + falseNegatives),
    misses,
  };
}
