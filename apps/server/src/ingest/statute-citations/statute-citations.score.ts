import { extractStatuteCitations } from './statute-citations.extract';
import type { LabelledExcerpt } from './statute-citations.labelled';

export type Score = {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
};
export type Miss = { billId: string; citation: string; why: 'missed' | 'extra' };

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * Precision and recall of the extractor on labelled excerpts, matching (code, section, kind) within each excerpt;
 * `sectionsOnly` ignores the kind (did it find the right section of the right code?).
 */
export function scoreExtractor(
  excerpts: readonly LabelledExcerpt[],
  options: { sectionsOnly?: boolean } = {},
): Score & { misses: Miss[] } {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: Miss[] = [];
  const keyOf = (citation: { code: string; section: string; kind: string }) =>
    options.sectionsOnly
      ? `${citation.code} § ${citation.section}`
      : `${citation.code} § ${citation.section} ${citation.kind}`;
  for (const excerpt of excerpts) {
    const expected = new Set(excerpt.expected.map(keyOf));
    const found = new Set(extractStatuteCitations(excerpt.text, excerpt.jurisdictionId).map(keyOf));
    for (const key of found) {
      if (expected.has(key)) truePositives += 1;
      else {
        falsePositives += 1;
        misses.push({ billId: excerpt.billId, citation: key, why: 'extra' });
      }
    }
    for (const key of expected) {
      if (found.has(key)) continue;
      falseNegatives += 1;
      misses.push({ billId: excerpt.billId, citation: key, why: 'missed' });
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
