import { describe, expect, it } from 'vitest';
import {
  formatCitation,
  parseCodeName,
  parseSectionReference,
  parseVariant,
  pickVariant,
  sectionLabel,
  splitCitation,
} from './citations';

describe('parseCodeName', () => {
  it.each([
    ['Tax Code', 'TX', { jurisdictionCode: 'TX', code: 'TX Tax Code' }],
    ['Tax Code', undefined, { jurisdictionCode: null, code: 'Tax Code' }],
    ['Tex. Tax Code Ann.', undefined, { jurisdictionCode: 'TX', code: 'TX Tax Code' }],
    ['Texas Tax Code', undefined, { jurisdictionCode: 'TX', code: 'TX Tax Code' }],
    ['TX Tax Code', undefined, { jurisdictionCode: 'TX', code: 'TX Tax Code' }],
    ['TX', undefined, { jurisdictionCode: 'TX', code: 'TX Tax Code' }],
    ['hs', undefined, { jurisdictionCode: 'TX', code: 'TX Health and Safety Code' }],
    ['Health and Safety Code', 'tx', { jurisdictionCode: 'TX', code: 'TX Health and Safety Code' }],
    ['D.C. Code', undefined, { jurisdictionCode: 'DC', code: 'DC Code' }],
    ['D.C. Official Code', undefined, { jurisdictionCode: 'DC', code: 'DC Code' }],
    ['DC Code', undefined, { jurisdictionCode: 'DC', code: 'DC Code' }],
    ['27 CFR', undefined, { jurisdictionCode: 'US', code: '27 CFR' }],
    ['27 C.F.R.', undefined, { jurisdictionCode: 'US', code: '27 CFR' }],
    ['CFR Title 27', undefined, { jurisdictionCode: 'US', code: '27 CFR' }],
    ['34 TAC', undefined, { jurisdictionCode: 'TX', code: '34 TAC' }],
    ['34 Tex. Admin. Code', undefined, { jurisdictionCode: 'TX', code: '34 TAC' }],
  ])('%s (state %s)', (raw, state, expected) => {
    expect(parseCodeName(raw, state)).toEqual(expected);
  });

  it('names nothing for words that are no code', () => {
    expect(parseCodeName('')).toBeNull();
    expect(parseCodeName('hello world')).toBeNull();
    expect(parseCodeName('151.0101')).toBeNull();
  });
});

describe('parseSectionReference', () => {
  it.each([
    ['151.0101', { section: '151.0101', subsection: null }],
    ['§ 151.0101(a)(2)', { section: '151.0101', subsection: '(a)(2)' }],
    ['Sec. 25-101', { section: '25-101', subsection: null }],
    ['2-1402.11', { section: '2-1402.11', subsection: null }],
    ['Rule 3.280', { section: '3.280', subsection: null }],
    ['478.25a', { section: '478.25a', subsection: null }],
  ])('%s', (raw, expected) => {
    expect(parseSectionReference(raw)).toEqual(expected);
  });

  it('refuses what is no section number', () => {
    expect(parseSectionReference('abc')).toBeNull();
    expect(parseSectionReference('151..01')).toBeNull();
    expect(parseSectionReference('1; drop table')).toBeNull();
  });
});

describe('splitCitation', () => {
  it.each([
    ['Tax Code 151.0101', { code: 'Tax Code', section: '151.0101', subsection: null }],
    ['Tex. Tax Code Ann. § 151.0101(a)', { code: 'Tex. Tax Code Ann.', section: '151.0101', subsection: '(a)' }],
    ['Section 151.0101, Tax Code', { code: 'Tax Code', section: '151.0101', subsection: null }],
    ['D.C. Code § 2-1402.11', { code: 'D.C. Code', section: '2-1402.11', subsection: null }],
    ['27 CFR 447.11', { code: '27 CFR', section: '447.11', subsection: null }],
    ['27 C.F.R. § 447.11.', { code: '27 C.F.R.', section: '447.11', subsection: null }],
    ['34 TAC §3.280', { code: '34 TAC', section: '3.280', subsection: null }],
  ])('%s', (text, expected) => {
    expect(splitCitation(text)).toEqual(expected);
  });

  it('finds no citation in plain words or a bare number', () => {
    expect(splitCitation('sales tax on food')).toBeNull();
    expect(splitCitation('151.0101')).toBeNull();
  });
});

describe('formatCitation and sectionLabel', () => {
  it.each([
    [
      { jurisdictionCode: 'TX', code: 'TX Tax Code', section: '151.0101' },
      'Tex. Tax Code Ann. § 151.0101',
      'Tax Code § 151.0101',
    ],
    [{ jurisdictionCode: 'DC', code: 'DC Code', section: '25-101' }, 'D.C. Code § 25-101', 'D.C. Code § 25-101'],
    [{ jurisdictionCode: 'US', code: '27 CFR', section: '447.11' }, '27 C.F.R. § 447.11', '27 CFR § 447.11'],
    [{ jurisdictionCode: 'TX', code: '34 TAC', section: '3.280' }, '34 Tex. Admin. Code § 3.280', '34 TAC § 3.280'],
  ])('%o', (section, citation, label) => {
    expect(formatCitation(section)).toBe(citation);
    expect(sectionLabel(section)).toBe(label);
  });

  it('round-trips: a formatted citation splits and names the same code', () => {
    const section = { jurisdictionCode: 'TX', code: 'TX Tax Code', section: '151.0101' };
    const parsed = splitCitation(formatCitation(section));
    expect(parsed?.section).toBe('151.0101');
    expect(parseCodeName(parsed?.code ?? '')).toEqual({ jurisdictionCode: 'TX', code: 'TX Tax Code' });
  });
});

describe('variants', () => {
  const variants = ['effective until September 01, 2021', 'effective on September 01, 2021'];

  it('reads the effective dates Texas prints', () => {
    expect(parseVariant(variants[0] ?? '')).toEqual({ kind: 'until', date: '2021-09-01' });
    expect(parseVariant(variants[1] ?? '')).toEqual({ kind: 'from', date: '2021-09-01' });
    expect(parseVariant('')).toBeNull();
  });

  it('picks the version in effect on a date, the first when none says', () => {
    expect(pickVariant(variants, '2021-08-31')).toBe(0);
    expect(pickVariant(variants, '2021-09-01')).toBe(1);
    expect(pickVariant(variants, '2025-01-01')).toBe(1);
    expect(pickVariant([''], '2025-01-01')).toBe(0);
  });
});
