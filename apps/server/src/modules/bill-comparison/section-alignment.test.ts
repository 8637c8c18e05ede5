import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test/shared-data';
import { splitSections } from '../../text-reuse/sections';
import { redlineSegments } from './bill-comparison.service';
import { changedSections } from './changed-sections';
import { alignSections, diffBySections } from './section-alignment';
import { spanText } from './word-diff';

/** The latest version text of each bill of the shipped sample. */
const latest = new Map<string, { position: number; text: string }>();
for (const line of gunzipSync(readFileSync(`${repoRoot}/data/sample/bill_versions.jsonl.gz`))
  .toString()
  .split('\n')) {
  if (!line) continue;
  const row = JSON.parse(line) as { bill_id: string; position: number; text: string | null };
  const seen = latest.get(row.bill_id);
  if (row.text && (!seen || seen.position < row.position))
    latest.set(row.bill_id, { position: row.position, text: row.text });
}
const text = (billId: string) => latest.get(billId)?.text ?? '';

describe('two different bills compared section by section', () => {
  it('pairs sections by shared wording, in order, and leaves the rest unpaired', () => {
    expect(
      alignSections(
        ['The fee is ten dollars for each permit issued.', 'This Act takes effect September 1, 2025.'],
        ['Definitions of words used here.', 'The fee is twelve dollars for each permit issued.', 'Unrelated words.'],
      ),
    ).toEqual([[0, 1]]);
  });

  it('does not call every section of two unrelated bills changed because they share common words', () => {
    // TX HB 169 (cannabis) against TX HB 1 (youth camps): one word diff paired "the", "of", "Health and Safety
    // Code" and reported each section of HB 1 as a changed section of HB 169.
    const left = text('TX-892-HB-169');
    const right = text('TX-892-HB-1');
    const diff = diffBySections(left, right);
    const changes = changedSections(diff.spans, left, right);
    const changed = changes.filter((change) => change.status === 'changed');
    expect(changed.length).toBeLessThanOrEqual(1);
    expect(changes.filter((change) => change.status === 'removed').length).toBeGreaterThanOrEqual(10);
    // Every character of both texts is in the redline once.
    const shownRight = diff.spans.filter((span) => span.op !== 'delete').map((span) => spanText(span, left, right));
    expect(shownRight.join('').replace(/\s+/g, '')).toBe(right.replace(/\s+/g, ''));
    const shownLeft = diff.spans
      .filter((span) => span.op !== 'insert')
      .map((span) => left.slice(span.leftStart, span.leftEnd));
    expect(shownLeft.join('').replace(/\s+/g, '')).toBe(left.replace(/\s+/g, ''));
  });

  it('pairs the sections of companion bills and diffs them word by word', () => {
    const left = text('TX-892-HB-1');
    const right = text('TX-892-SB-1');
    const changes = changedSections(diffBySections(left, right).spans, left, right);
    expect(changes.find((change) => change.label === 'SECTION 1')).toMatchObject({
      status: 'changed',
      leftLabel: 'SECTION 1',
    });
    expect(changes.some((change) => change.status === 'changed' && change.insertedWords < 200)).toBe(true);
  });

  it('cuts the redline where each section begins and labels the segment', () => {
    const left = text('TX-892-HB-169');
    const right = text('TX-892-HB-1');
    const segments = redlineSegments(diffBySections(left, right).spans, left, right);
    const labelled = segments.filter((segment) => segment.section);
    // Each section of the newer text begins a segment; so does each removed section of the older one.
    const rightLabels = splitSections(right)
      .filter((section) => section.number > 0)
      .map((section) => section.label);
    expect(labelled.filter((segment) => segment.op !== 'delete').map((segment) => segment.section)).toEqual(
      rightLabels,
    );
    expect(labelled.filter((segment) => segment.op === 'delete').length).toBeGreaterThanOrEqual(10);
    for (const segment of labelled) expect(segment.text.replace(/\s+/g, ' ')).toMatch(/^SECTION/);
    expect(segments.map((segment) => segment.text).join('').length).toBeGreaterThan(right.length);
  });
});
