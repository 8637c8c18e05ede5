import { type BillSection, splitSections } from '../../text-reuse/sections';
import { type DiffSpan, diffWords, type WordDiff } from './word-diff';

// Two different bills compared section by section (decision 063). One word diff over two unrelated texts pairs
// their common words ("the", "of", "a person") and calls every section changed. Here each side is cut into its
// sections, sections are paired in order by the word sequences they share (a monotone alignment maximising the
// shared share), each pair is diffed word by word, and a section without a counterpart is added or removed whole.
// Versions of one bill keep the one diff over the whole text (decision 045).

/** Word runs of this length are what two sections must share to be the same section. */
const SHINGLE = 4;
/** The least overlap (shared word runs over the geometric mean of both counts) for two sections to pair. */
export const PAIR_MIN = 0.2;

function shingles(text: string): Set<string> {
  const words = (text.toLowerCase().match(/[a-z0-9$%]+(?:[.,'-][a-z0-9]+)*/g) ?? []).filter(Boolean);
  const set = new Set<string>();
  for (let index = 0; index + SHINGLE <= words.length; index += 1)
    set.add(words.slice(index, index + SHINGLE).join(' '));
  if (set.size === 0 && words.length > 0) set.add(words.join(' '));
  return set;
}

/**
 * Shared word runs over the geometric mean of the two counts: a section edited or lengthened still pairs with its
 * old self, a short clause (an effective-date section) does not pair with a long section that happens to hold it.
 */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

/** Pairs (left index, right index) in order, maximising the summed overlap of pairs that reach PAIR_MIN. */
export function alignSections(left: readonly string[], right: readonly string[]): [number, number][] {
  const a = left.map(shingles);
  const b = right.map(shingles);
  const n = a.length;
  const m = b.length;
  const score = (i: number, j: number) => {
    const value = overlap(a[i] as Set<string>, b[j] as Set<string>);
    return value >= PAIR_MIN ? value : Number.NEGATIVE_INFINITY;
  };
  // best[i][j]: the best total for left[i..] and right[j..].
  const best = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  const pairScore = Array.from({ length: n }, () => new Float64Array(m));
  for (let i = 0; i < n; i += 1) for (let j = 0; j < m; j += 1) pairScore[i]![j] = score(i, j);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = best[i] as Float64Array;
      row[j] = Math.max(
        (best[i + 1] as Float64Array)[j] ?? 0,
        row[j + 1] ?? 0,
        (pairScore[i] as Float64Array)[j]! + ((best[i + 1] as Float64Array)[j + 1] ?? 0),
      );
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const here = (best[i] as Float64Array)[j] ?? 0;
    const paired = (pairScore[i] as Float64Array)[j]! + ((best[i + 1] as Float64Array)[j + 1] ?? 0);
    if (paired === here && Number.isFinite(paired)) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (((best[i + 1] as Float64Array)[j] ?? 0) === here) i += 1;
    else j += 1;
  }
  return pairs;
}

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** Sections covering the whole text (the first from offset 0), so no character is left out of the redline. */
function coveringSections(text: string): BillSection[] {
  const sections = splitSections(text);
  if (sections[0]) sections[0] = { ...sections[0], start: 0 };
  return sections;
}

/** Adjacent spans of one operation become one. */
function merge(spans: DiffSpan[]): DiffSpan[] {
  const merged: DiffSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && last.op === span.op && last.leftEnd === span.leftStart && last.rightEnd === span.rightStart) {
      last.leftEnd = span.leftEnd;
      last.rightEnd = span.rightEnd;
      last.words += span.words;
    } else if (span.leftEnd > span.leftStart || span.rightEnd > span.rightStart) merged.push({ ...span });
  }
  return merged;
}

/**
 * The redline of two different bills: sections paired by shared wording (alignSections), each pair diffed word by
 * word, unpaired sections deleted or inserted whole. Offsets are in the whole texts, as diffWords gives them.
 */
export function diffBySections(left: string, right: string): WordDiff {
  const leftSections = coveringSections(left);
  const rightSections = coveringSections(right);
  if (leftSections.length <= 1 && rightSections.length <= 1) return diffWords(left, right);
  const pairs = alignSections(
    leftSections.map((section) => left.slice(section.start, section.end)),
    rightSections.map((section) => right.slice(section.start, section.end)),
  );
  const spans: DiffSpan[] = [];
  let nextLeft = 0;
  let nextRight = 0;
  const flushUnpaired = (leftUntil: number, rightUntil: number) => {
    const rightAt = rightSections[nextRight]?.start ?? right.length;
    for (; nextLeft < leftUntil; nextLeft += 1) {
      const section = leftSections[nextLeft] as BillSection;
      const text = left.slice(section.start, section.end);
      spans.push({
        op: 'delete',
        leftStart: section.start,
        leftEnd: section.end,
        rightStart: rightAt,
        rightEnd: rightAt,
        words: wordCount(text),
      });
    }
    const leftAt = leftSections[nextLeft]?.start ?? left.length;
    for (; nextRight < rightUntil; nextRight += 1) {
      const section = rightSections[nextRight] as BillSection;
      spans.push({
        op: 'insert',
        leftStart: leftAt,
        leftEnd: leftAt,
        rightStart: section.start,
        rightEnd: section.end,
        words: wordCount(right.slice(section.start, section.end)),
      });
    }
  };
  for (const [i, j] of pairs) {
    flushUnpaired(i, j);
    const leftSection = leftSections[i] as BillSection;
    const rightSection = rightSections[j] as BillSection;
    const diff = diffWords(
      left.slice(leftSection.start, leftSection.end),
      right.slice(rightSection.start, rightSection.end),
    );
    for (const span of diff.spans)
      spans.push({
        ...span,
        leftStart: span.leftStart + leftSection.start,
        leftEnd: span.leftEnd + leftSection.start,
        rightStart: span.rightStart + rightSection.start,
        rightEnd: span.rightEnd + rightSection.start,
      });
    nextLeft = i + 1;
    nextRight = j + 1;
  }
  flushUnpaired(leftSections.length, rightSections.length);
  // Unaligned only when no section of one bill matches any of the other: then each is replaced whole.
  return { spans: merge(spans), aligned: pairs.length > 0 };
}
