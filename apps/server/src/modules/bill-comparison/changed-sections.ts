import type { ChangedSection } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import { type BillSection, splitSections } from '../../text-reuse/sections';
import type { DiffSpan } from './word-diff';

// The sections a redline changes. Both texts are cut into sections ("SECTION 1.", "Section 1.", "§ 1."; see
// text-reuse/sections.ts); each span of the redline is laid over them. A right section sharing no words with the
// left text was added, a left section sharing none with the right text was removed, and a right section with
// inserted or deleted words was changed; its left counterpart is the left section it shares the most words with,
// so a section renumbered by an inserted one still pairs with its old self.

export type SectionChange = Omit<ChangedSection, 'statutes'> & { text: string };

const EXCERPT = 300;
const PHRASE = 160;
const wordsIn = (text: string) => text.match(/\S+/g)?.length ?? 0;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, limit: number) => {
  const flat = collapse(text);
  if (flat.length <= limit) return flat;
  const at = flat.lastIndexOf(' ', limit);
  return `${flat.slice(0, at > limit / 2 ? at : limit)}…`;
};

type Tally = {
  equal: number;
  inserted: number;
  deleted: number;
  firstInserted: string | null;
  firstDeleted: string | null;
  pairs: Map<number, number>;
};

const emptyTally = (): Tally => ({
  equal: 0,
  inserted: 0,
  deleted: 0,
  firstInserted: null,
  firstDeleted: null,
  pairs: new Map(),
});

/** Parts of [start, end) in each section that overlaps it (a point falls in the section holding it). */
function overlaps(
  sections: readonly BillSection[],
  start: number,
  end: number,
): { index: number; start: number; end: number }[] {
  const result: { index: number; start: number; end: number }[] = [];
  sections.forEach((section, index) => {
    if (start === end) {
      if (start >= section.start && (start < section.end || index === sections.length - 1))
        result.push({ index, start, end });
      return;
    }
    const from = Math.max(start, section.start);
    const to = Math.min(end, section.end);
    if (from < to) result.push({ index, start: from, end: to });
  });
  return result;
}

export function changedSections(spans: readonly DiffSpan[], left: string, right: string): SectionChange[] {
  const leftSections = splitSections(left);
  const rightSections = splitSections(right);
  const leftTally = leftSections.map(emptyTally);
  const rightTally = rightSections.map(emptyTally);
  for (const span of spans) {
    if (span.op === 'equal') {
      for (const part of overlaps(rightSections, span.rightStart, span.rightEnd)) {
        const tally = rightTally[part.index] as Tally;
        tally.equal += part.end - part.start;
        // The left offsets of the same words (spacing may differ slightly; the pairing only needs the section).
        const leftFrom = span.leftStart + (part.start - span.rightStart);
        const leftTo = Math.min(span.leftEnd, span.leftStart + (part.end - span.rightStart));
        for (const leftPart of overlaps(leftSections, leftFrom, Math.max(leftFrom, leftTo))) {
          const leftOne = leftTally[leftPart.index] as Tally;
          leftOne.equal += leftPart.end - leftPart.start;
          tally.pairs.set(leftPart.index, (tally.pairs.get(leftPart.index) ?? 0) + leftPart.end - leftPart.start);
        }
      }
    } else if (span.op === 'insert') {
      for (const part of overlaps(rightSections, span.rightStart, span.rightEnd)) {
        const tally = rightTally[part.index] as Tally;
        const text = right.slice(part.start, part.end);
        tally.inserted += wordsIn(text);
        tally.firstInserted ??= cut(text, PHRASE);
      }
    } else {
      for (const part of overlaps(leftSections, span.leftStart, span.leftEnd)) {
        const text = left.slice(part.start, part.end);
        const tally = leftTally[part.index] as Tally;
        tally.deleted += wordsIn(text);
        tally.firstDeleted ??= cut(text, PHRASE);
      }
      const [at] = overlaps(rightSections, span.rightStart, span.rightStart);
      if (at) {
        const tally = rightTally[at.index] as Tally;
        const text = left.slice(span.leftStart, span.leftEnd);
        tally.deleted += wordsIn(text);
        tally.firstDeleted ??= cut(text, PHRASE);
      }
    }
  }

  const changes: (SectionChange & { order: number })[] = [];
  rightSections.forEach((section, index) => {
    const tally = rightTally[index] as Tally;
    if (tally.inserted === 0 && tally.deleted === 0) return;
    const added = tally.equal === 0;
    const pair = [...tally.pairs.entries()].sort((x, y) => y[1] - x[1])[0];
    const leftSection = pair ? leftSections[pair[0]] : undefined;
    const text = right.slice(section.start, section.end);
    changes.push({
      order: section.start,
      status: added ? 'added' : 'changed',
      label: section.label,
      leftLabel: added ? null : (leftSection?.label ?? null),
      insertedWords: tally.inserted,
      deletedWords: added ? 0 : tally.deleted,
      leftStart: added ? null : (leftSection?.start ?? null),
      leftEnd: added ? null : (leftSection?.end ?? null),
      rightStart: section.start,
      rightEnd: section.end,
      excerpt: cut(text, EXCERPT),
      firstInserted: tally.firstInserted,
      firstDeleted: added ? null : tally.firstDeleted,
      text,
    });
  });
  leftSections.forEach((section, index) => {
    const tally = leftTally[index] as Tally;
    if (tally.equal > 0 || tally.deleted === 0) return;
    // Placed where its words were deleted in the right text.
    const span = spans.find(
      (item) => item.op === 'delete' && item.leftEnd > section.start && item.leftStart < section.end,
    );
    const text = left.slice(section.start, section.end);
    changes.push({
      order: span?.rightStart ?? right.length,
      status: 'removed',
      label: section.label,
      leftLabel: section.label,
      insertedWords: 0,
      deletedWords: tally.deleted,
      leftStart: section.start,
      leftEnd: section.end,
      rightStart: null,
      rightEnd: null,
      excerpt: cut(text, EXCERPT),
      firstInserted: null,
      firstDeleted: tally.firstDeleted,
      text,
    });
  });
  return changes.sort((x, y) => x.order - y.order).map(({ order: _order, ...change }) => change);
}
