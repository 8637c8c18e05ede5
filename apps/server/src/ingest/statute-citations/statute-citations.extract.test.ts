import { describe, expect, it } from 'vitest';
import { extractNyLawCodeCitations, extractStatuteCitations } from './statute-citations.extract';
import { labelledExcerpts } from './statute-citations.labelled';
import { scoreExtractor } from './statute-citations.score';

const brief = (text: string, jurisdictionId: string) =>
  extractStatuteCitations(text, jurisdictionId).map(({ code, section, kind }) => [code, section, kind]);

describe('extractStatuteCitations on Texas bill text', () => {
  it('reads amended, added and repealed sections with their code (TX-892-SB-31, HB-235, HB-225)', () => {
    expect(
      brief(
        'SECTION 4.08. Section 151.313(c), Tax Code, is amended to read as follows: (c) ... SECTION 4.02. Sections ' +
          '411.091(a) and (b), Government Code, are amended to read as follows: SECTION 1. Effective January 1, 2026, ' +
          'Subchapter H, Chapter 151, Tax Code, is amended by adding Section 151.3272 to read as follows: SECTION 8. ' +
          'Sections 233.154(b) and 233.157(d), Local Government Code, are repealed.',
        'TX',
      ),
    ).toEqual([
      ['TX Tax Code', '151.313', 'amends'],
      ['TX Government Code', '411.091', 'amends'],
      ['TX Tax Code', '151.3272', 'adds'],
      ['TX Local Government Code', '233.154', 'repeals'],
      ['TX Local Government Code', '233.157', 'repeals'],
    ]);
  });

  it('gives offsets into the text and a snippet around each reference', () => {
    const text = 'SECTION 4.09. Section 151.314, Tax Code, is amended by adding Subsection (i) to read as follows:';
    const [hit] = extractStatuteCitations(text, 'TX');
    expect(hit).toMatchObject({ jurisdictionId: 'TX', code: 'TX Tax Code', section: '151.314', kind: 'amends' });
    expect(text.slice(hit?.offset, (hit?.offset ?? 0) + 7)).toBe('151.314');
    expect(hit?.snippet).toContain('Section 151.314, Tax Code, is amended');
  });

  it('keeps a section that is amended from also counting as cited, and lists a repeal list under its code', () => {
    const text =
      'Section 26.07, Tax Code, does not apply. SECTION 2. Section 26.07, Tax Code, is amended to read as follows: ' +
      'SECTION 9. The following provisions of the Tax Code are repealed: (1) Section 151.0101(c); (2) Section 151.3186.';
    expect(brief(text, 'TX')).toEqual([
      ['TX Tax Code', '26.07', 'amends'],
      ['TX Tax Code', '151.0101', 'repeals'],
      ['TX Tax Code', '151.3186', 'repeals'],
    ]);
  });

  it('ignores the constitution, bare section numbers, CFR parts and Texas drafting outside Texas bills', () => {
    expect(
      brief('Section 1, Article VIII, Texas Constitution, is amended. Under Section 26.07 of that code.', 'TX'),
    ).toEqual([]);
    expect(brief('as described by 7 C.F.R. Part 990.', 'TX')).toEqual([]);
    expect(brief('Section 151.0101, Tax Code, is amended', 'NY')).toEqual([]);
  });

  it('reads federal and Texas rule citations', () => {
    expect(
      brief(
        'under 18 U.S.C. Section 1461; (42 U.S.C. Section 9601 et seq.); 27 C.F.R. Section 447.11; Section 3.286, ' +
          'Title 34, Texas Administrative Code; Section 501(c)(3), Internal Revenue Code of 1986',
        'TX',
      ),
    ).toEqual([
      ['18 USC', '1461', 'cites'],
      ['42 USC', '9601', 'cites'],
      ['27 CFR', '447.11', 'cites'],
      ['34 TAC', '3.286', 'cites'],
      ['26 USC', '501', 'cites'],
    ]);
  });
});

describe('extractStatuteCitations on New York and D.C. text', () => {
  it('reads New York clauses through printed line numbers', () => {
    const text =
      'Section  1.  Subdivision  1  of  section  379 of the executive law, as\n     2  amended by chapter 772 of the ' +
      'laws  of  1986,  is  amended  to  read  as\n     3  follows:\n   Section 1. The general business law is amended by ' +
      'adding a new section\n     2  399-ppp to read as follows:\n § 2. Paragraph 6 of section 8303 of the civil prac-\n' +
      '    41  tice law and rules, is amended';
    expect(brief(text, 'NY')).toEqual([
      ['NY Executive Law', '379', 'amends'],
      ['NY General Business Law', '399-ppp', 'adds'],
      ['NY Civil Practice Law and Rules', '8303', 'amends'],
    ]);
  });

  it('reads D.C. Official Code cites, amended sections and whole acts (et seq.)', () => {
    const text =
      'Title II of the Rental Housing Act of 1985, effective July 17, 1985 (D.C. Law 6-10; D.C. Official Code § ' +
      '42-3502.01 et seq. ), is amended as follows: (a) Section 208 (D.C. Official Code § 42-3502.08) is amended as ' +
      'follows: Section 47-2002 of the District of Columbia Official Code is repealed.';
    expect(brief(text, 'DC')).toEqual([
      ['DC Code', '42-3502.01', 'cites'],
      ['DC Code', '42-3502.08', 'amends'],
      ['DC Code', '47-2002', 'repeals'],
    ]);
  });

  it('splits New York LawCode summaries and leaves session laws out', () => {
    expect(
      extractNyLawCodeCitations('Amd §§3216, 3221 & 4303, Ins L; add §365-q, Soc Serv L; amd §3, Chap 60 of 2004').map(
        ({ code, section, kind }) => [code, section, kind],
      ),
    ).toEqual([
      ['NY Insurance Law', '3216', 'amends'],
      ['NY Insurance Law', '3221', 'amends'],
      ['NY Insurance Law', '4303', 'amends'],
      ['NY Social Services Law', '365-q', 'adds'],
    ]);
  });
});

describe('the hand-labelled set', () => {
  it('holds at least 50 citations from real TX and NY (and D.C.) bill texts', () => {
    const count = (source: string) =>
      labelledExcerpts
        .filter((excerpt) => excerpt.source === source)
        .reduce((sum, excerpt) => sum + excerpt.expected.length, 0);
    expect(count('tx') + count('ny') + count('dc')).toBeGreaterThanOrEqual(50);
    expect(count('tx')).toBeGreaterThan(0);
    expect(count('ny')).toBeGreaterThan(0);
  });

  it('is extracted with precision and recall of at least 0.9 (code, section and kind must all match)', () => {
    const score = scoreExtractor(labelledExcerpts);
    expect(score.precision, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.9);
    expect(score.recall, JSON.stringify(score.misses)).toBeGreaterThanOrEqual(0.9);
  });
});
