import { beforeAll, describe, expect, it } from 'vitest';
import { sampleVersionTexts } from '../../text-reuse/sample-texts.test-helper';
import { changedSections } from './changed-sections';
import { type DiffSpan, diffWords, myersDiff, spanText } from './word-diff';

// Real TX bill versions of the shipped sample: HB 1 (89th, 2nd called session, youth camps) introduced and
// engrossed, and HB 17 whose versions differ only in the header.
let hb1: string[];
let hb17: string[];

beforeAll(async () => {
  const texts = await sampleVersionTexts(['TX-892-HB-1', 'TX-892-HB-17']);
  hb1 = texts.get('TX-892-HB-1') ?? [];
  hb17 = texts.get('TX-892-HB-17') ?? [];
});

/** The left text rebuilt from equal and deleted spans, the right from equal and inserted ones. */
const rebuild = (spans: readonly DiffSpan[], left: string, right: string) => ({
  left: spans
    .filter((span) => span.op !== 'insert')
    .map((span) => left.slice(span.leftStart, span.leftEnd))
    .join(''),
  right: spans
    .filter((span) => span.op !== 'delete')
    .map((span) => right.slice(span.rightStart, span.rightEnd))
    .join(''),
});

describe('myersDiff', () => {
  it('finds the shortest edit script and gives up past its bound', () => {
    const edits = myersDiff(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'], 10);
    expect(edits?.map((edit) => edit.op)).toEqual(['equal', 'delete', 'insert', 'equal', 'equal', 'insert']);
    expect(myersDiff(['a', 'b', 'c'], ['x', 'y', 'z'], 5)).toBeNull();
    expect(myersDiff([], [], 0)).toEqual([]);
  });
});

describe('diffWords on HB 1 introduced vs engrossed', () => {
  it('rebuilds both texts exactly from its spans', () => {
    const [introduced = '', , engrossed = ''] = hb1;
    const diff = diffWords(introduced, engrossed);
    expect(diff.aligned).toBe(true);
    expect(rebuild(diff.spans, introduced, engrossed)).toEqual({ left: introduced, right: engrossed });
  });

  it('marks the changed header and the new appropriation words, and keeps the short title equal', () => {
    const [introduced = '', , engrossed = ''] = hb1;
    const diff = diffWords(introduced, engrossed);
    const text = (op: DiffSpan['op']) =>
      diff.spans.filter((span) => span.op === op).map((span) => spanText(span, introduced, engrossed));
    expect(text('delete').join(' ')).toContain('Introduced');
    expect(text('insert').join(' ')).toContain('Engrossed');
    expect(text('insert').join(' ')).toContain('$2,594,265');
    expect(text('equal').join(' ')).toContain('Youth Camp Alert, Mitigation, Preparedness, and Emergency Response');
  });

  it('lists the added and changed sections, pairing renumbered sections with their old number', () => {
    const [introduced = '', , engrossed = ''] = hb1;
    const sections = changedSections(diffWords(introduced, engrossed).spans, introduced, engrossed);
    const byLabel = new Map(sections.map((section) => [section.label, section]));
    expect(byLabel.get('SECTION 4')?.status).toBe('added');
    expect(byLabel.get('SECTION 12')?.status).toBe('added');
    expect(byLabel.get('SECTION 12')?.excerpt).toContain('$2,594,265 is appropriated');
    // Introduced SECTION 3 (the department's rules) is the engrossed SECTION 9.
    expect(byLabel.get('SECTION 9')).toMatchObject({ status: 'changed', leftLabel: 'SECTION 3' });
    expect(byLabel.has('SECTION 1')).toBe(false);
    for (const section of sections) {
      if (section.rightStart !== null) expect(engrossed.slice(section.rightStart).startsWith(section.text)).toBe(true);
    }
  });

  it('lists a section as removed when the newer text has none of its words (engrossed back to introduced)', () => {
    const [introduced = '', , engrossed = ''] = hb1;
    const sections = changedSections(diffWords(engrossed, introduced).spans, engrossed, introduced);
    const removed = sections.filter((section) => section.status === 'removed').map((section) => section.label);
    expect(removed).toContain('SECTION 12');
    expect(removed).toContain('SECTION 4');
  });
});

describe('diffWords bounds', () => {
  it('changes only the header of HB 17 (versions that differ in one line)', () => {
    const [introduced = '', , engrossed = ''] = hb17;
    const diff = diffWords(introduced, engrossed);
    const changed = diff.spans.filter((span) => span.op !== 'equal');
    expect(changed.reduce((sum, span) => sum + span.words, 0)).toBeLessThan(12);
    expect(changedSections(diff.spans, introduced, engrossed).map((section) => section.label)).toEqual(['Preamble']);
  });

  it('marks texts with nothing in common as unaligned: all deleted, all inserted', () => {
    const left = Array.from({ length: 4000 }, (_, i) => `l${i}.`).join(' ');
    const right = Array.from({ length: 4000 }, (_, i) => `r${i}.`).join(' ');
    const diff = diffWords(left, right);
    expect(diff.aligned).toBe(false);
    expect(rebuild(diff.spans, left, right)).toEqual({ left, right });
  });

  it('ignores spacing changes', () => {
    const diff = diffWords('SECTION 1.  This Act', 'SECTION 1. This   Act');
    expect(diff.spans.map((span) => span.op)).toEqual(['equal']);
  });
});
