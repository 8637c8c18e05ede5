import { beforeAll, describe, expect, it } from 'vitest';
import { alignTexts } from './align';
import { bandBuckets, candidateProbability, LSH_BANDS } from './lsh';
import { estimatedJaccard, exactJaccard, SIGNATURE_SIZE, shingleHashes, signText } from './minhash';
import { latestSampleTexts, sampleVersionTexts } from './sample-texts.test-helper';
import { splitSections } from './sections';
import { signatureText } from './signature-text';
import { normalizeText, tokenize } from './tokens';

// Real bill texts from the shipped sample: TX HB 1 / SB 1 (youth camp safety, overlapping texts), TX HB 2 / SB 2
// (companions), TX HB 4 (redistricting, unrelated to the camp bills), SD SB 90 (two versions), CO HB 25B-1001.
const ids = [
  'TX-892-HB-1',
  'TX-892-SB-1',
  'TX-892-HB-2',
  'TX-892-SB-2',
  'TX-892-HB-8',
  'SD-24R-SB-90',
  'CO-251-HB-1001',
];
let latest: Map<string, string>;
let versions: Map<string, string[]>;
const text = (id: string) => latest.get(id) ?? '';

beforeAll(async () => {
  versions = await sampleVersionTexts(ids);
  latest = new Map([...versions].map(([id, list]) => [id, list[list.length - 1] ?? '']));
  expect(latest.size).toBe(ids.length);
  expect(await latestSampleTexts(['TX-892-HB-1'])).toEqual(new Map([['TX-892-HB-1', text('TX-892-HB-1')]]));
});

describe('tokenize', () => {
  it('lower-cases words, drops punctuation and numbers, and keeps offsets into the original text', () => {
    const source = 'SECTION 1.  Subchapter A, Chapter 27, Government Code';
    const tokens = tokenize(source);
    expect(tokens.map((token) => token.word)).toEqual(['section', 'subchapter', 'a', 'chapter', 'government', 'code']);
    for (const token of tokens) expect(source.slice(token.start, token.end).toLowerCase()).toBe(token.word);
  });

  it("drops Colorado's printed page and line markers and splits numbers glued to words", () => {
    const intro = versions.get('CO-251-HB-1001')?.[0] ?? '';
    expect(intro).toContain('Page 1, Line 101Concerning');
    const words = normalizeText(intro);
    expect(words).toContain('a bill for an act concerning the requirement for certain taxpayers to add back');
    expect(words).not.toMatch(/\bpage line\b/);
  });
});

describe('MinHash signatures', () => {
  it('are stable: the same text gives the same signature, and the hash functions never change', () => {
    const { signature, shingleCount } = signText(text('SD-24R-SB-90'));
    expect(signature).toHaveLength(SIGNATURE_SIZE);
    expect(signText(text('SD-24R-SB-90')).signature).toEqual(signature);
    expect(shingleCount).toBe(shingleHashes(tokenize(text('SD-24R-SB-90'))).size);
    // Stored signatures are compared with new ones: a change of seeds or shingling must be deliberate (INDEX_VERSION).
    expect(signText('Be it enacted by the Legislature of the State of South Dakota').signature.slice(0, 3)).toEqual([
      291651434, 30489531, 914543056,
    ]);
  });

  it('estimate the Jaccard similarity of real bill texts within 0.1', () => {
    const pairs: [string, string][] = [
      ['TX-892-HB-1', 'TX-892-SB-1'],
      ['TX-892-HB-2', 'TX-892-SB-2'],
      ['TX-892-HB-1', 'TX-892-HB-8'],
    ];
    for (const [a, b] of pairs) {
      const exact = exactJaccard(shingleHashes(tokenize(text(a))), shingleHashes(tokenize(text(b))));
      const estimate = estimatedJaccard(signText(text(a)).signature, signText(text(b)).signature);
      expect(Math.abs(estimate - exact), `${a} ${b}: exact ${exact}, estimate ${estimate}`).toBeLessThan(0.1);
    }
    const companions = estimatedJaccard(
      signText(text('TX-892-HB-2')).signature,
      signText(text('TX-892-SB-2')).signature,
    );
    const unrelated = estimatedJaccard(
      signText(text('TX-892-HB-1')).signature,
      signText(text('TX-892-HB-8')).signature,
    );
    expect(companions).toBeGreaterThan(0.3);
    expect(unrelated).toBeLessThan(0.1);
  });

  it('sign a text shorter than one shingle as one shingle', () => {
    expect(shingleHashes(tokenize('Adjournment Sine Die')).size).toBe(1);
    expect(shingleHashes(tokenize('')).size).toBe(0);
  });
});

describe('LSH bands', () => {
  it('put identical texts in every bucket together and unrelated texts in none', () => {
    const a = bandBuckets(signText(text('TX-892-HB-1')).signature);
    const copy = bandBuckets(signText(`${text('TX-892-HB-1')}`).signature);
    const other = bandBuckets(signText(text('TX-892-HB-8')).signature);
    expect(a).toHaveLength(LSH_BANDS);
    expect(copy).toEqual(a);
    const shared = a.filter((bucket, index) => bucket.bucket === other[index]?.bucket);
    expect(shared).toHaveLength(0);
    for (const { bucket } of a) expect(BigInt.asIntN(64, bucket)).toBe(bucket);
  });

  it('make near-copies candidates and rarely unrelated texts (the S-curve of 42 bands of 3)', () => {
    expect(candidateProbability(0.5)).toBeGreaterThan(0.99);
    expect(candidateProbability(0.4)).toBeGreaterThan(0.9);
    expect(candidateProbability(0.1)).toBeLessThan(0.05);
    expect(candidateProbability(0.02)).toBeLessThan(0.001);
  });
});

describe('alignTexts', () => {
  it('finds the passage SD SB 90 kept from its introduced version, with offsets in both texts', () => {
    const [introduced = '', , enrolled = ''] = versions.get('SD-24R-SB-90') ?? [];
    const passages = alignTexts(introduced, enrolled);
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) {
      const left = normalizeText(introduced.slice(passage.left.start, passage.left.end));
      const right = normalizeText(enrolled.slice(passage.right.start, passage.right.end));
      expect(left.split(' ')).toHaveLength(passage.leftWords);
      expect(right.split(' ')).toHaveLength(passage.rightWords);
      expect(passage.matchedWords).toBeLessThanOrEqual(Math.min(passage.leftWords, passage.rightWords));
    }
    const joined = passages.map((passage) => enrolled.slice(passage.right.start, passage.right.end)).join(' ');
    expect(joined).toContain('Be it enacted by the Legislature of the State of South Dakota');
  });

  it('marks the words that differ inside a passage (SD SB 90: "four five days" became "five days")', () => {
    const [, engrossed = '', enrolled = ''] = versions.get('SD-24R-SB-90') ?? [];
    const passages = alignTexts(engrossed, enrolled);
    const changed = passages.flatMap((passage) =>
      passage.leftChanged.map((span) => engrossed.slice(span.start, span.end)),
    );
    expect(changed).toContain('four');
  });

  it('pairs each stretch of text once and finds the shared flood-plain passage of TX HB 1 and SB 1', () => {
    const hb1 = text('TX-892-HB-1');
    const sb1 = text('TX-892-SB-1');
    const passages = alignTexts(hb1, sb1);
    const spans = passages.map((passage) => passage.left);
    for (const [index, span] of spans.entries())
      for (const other of spans.slice(index + 1)) expect(span.end <= other.start || other.end <= span.start).toBe(true);
    expect(
      passages.some((passage) =>
        hb1.slice(passage.left.start, passage.left.end).includes('National Flood Insurance Act'),
      ),
    ).toBe(true);
  });

  it('finds nothing between unrelated bills', () => {
    expect(alignTexts(text('TX-892-HB-8'), text('SD-24R-SB-90'))).toEqual([]);
  });
});

describe('splitSections', () => {
  it('cuts a Texas bill at SECTION n. but not at the code sections it adds (Sec. 27.0055.)', () => {
    const sections = splitSections(text('TX-892-HB-2'));
    expect(sections[0]?.label).toBe('Preamble');
    expect(sections.slice(1).map((section) => section.number)).toEqual(
      Array.from({ length: sections.length - 1 }, (_, index) => index + 1),
    );
    expect(sections.length).toBeGreaterThan(5);
    expect(sections.map((section) => section.label)).not.toContain('Sec 27');
    const first = text('TX-892-HB-2').slice(sections[1]?.start, (sections[1]?.start ?? 0) + 10);
    expect(first.replace(/\s/g, ' ')).toBe('SECTION 1.');
  });

  it('cuts a South Dakota bill at Section n. and not at the statutes it names (§ 21-16-2)', () => {
    const sections = splitSections(text('SD-24R-SB-90'));
    expect(sections.map((section) => section.label)).toEqual(['Preamble', 'Section 1', 'Section 2']);
    expect(sections[sections.length - 1]?.end).toBe(text('SD-24R-SB-90').length);
  });

  it('cuts a Colorado bill whose headings follow a printed line mark ("Line 2SECTION 1.")', () => {
    const labels = splitSections(text('CO-251-HB-1001')).map((section) => section.label);
    expect(labels).toEqual(['Preamble', 'SECTION 1', 'SECTION 2', 'SECTION 3']);
  });

  it('cuts Texas articles at SECTION 1.01., Illinois acts at Section 5., 10. ... 99., Wisconsin at a glued Section 1.', () => {
    const articles =
      'AN ACT relating to courts. ARTICLE 1. SECTION 1.01. Words. SECTION 1.02. More. ARTICLE 2. SECTION 2.01. Last.';
    expect(splitSections(articles).map((section) => section.label)).toEqual([
      'Preamble',
      'SECTION 1.01',
      'SECTION 1.02',
      'SECTION 2.01',
    ]);
    const illinois = 'AN ACT concerning. Section 5. The Act is amended. Section 10. More. Section 99. Effective date.';
    expect(splitSections(illinois).map((section) => section.label)).toEqual([
      'Preamble',
      'Section 5',
      'Section 10',
      'Section 99',
    ]);
    const wisconsin = 'do enact as follows:AB140,14Section 1. 66.1105 (17) (h) is created.AB140,2,3Section 2. More.';
    expect(splitSections(wisconsin).map((section) => section.label)).toEqual(['Preamble', 'Section 1', 'Section 2']);
    // A reference out of sequence still does not cut: "Section 5." after Section 1, "Section 10." after Section 5.
    const plain =
      'Intro. SECTION 1. See Section 5. of the Code. SECTION 2. A. SECTION 3. B. SECTION 4. C. SECTION 5. Per Section 10. of it. SECTION 6. End.';
    expect(splitSections(plain).map((section) => section.label)).toEqual([
      'Preamble',
      ...[1, 2, 3, 4, 5, 6].map((n) => `SECTION ${n}`),
    ]);
  });

  it('reads the whole text as one section when it has no section headings', () => {
    expect(splitSections('Relates to individuals engaged in prostitution')).toEqual([
      { number: 0, label: 'Whole text', start: 0, end: 46 },
    ]);
  });
});

describe('signatureText', () => {
  it('uses the version text, else the title, summary and act clause (said once when they repeat)', () => {
    expect(signatureText({ versionText: 'SECTION 1. text', title: 'T', abstract: null })).toEqual({
      text: 'SECTION 1. text',
      source: 'version',
    });
    expect(
      signatureText({
        versionText: null,
        title: 'Relates to victims',
        abstract: 'Relates to victims.',
        actClause: 'AN ACT to amend the penal law',
      }),
    ).toEqual({ text: 'Relates to victims\n\nAN ACT to amend the penal law', source: 'summary' });
  });
});
