import { describe, expect, it } from 'vitest';
import { statuteReferencesInNyLawCode, statuteReferencesInText } from './bill-statutes';
import { parseSearchTerm } from './search-syntax';

describe('statuteReferencesInText', () => {
  it('reads Texas amendment clauses with their action', () => {
    const text =
      'SECTION 1. Section 26.04(c), Tax Code, is amended to read as follows: ... SECTION 2. Sections 151.0101 and ' +
      '151.0103, Tax Code, are amended. SECTION 3. Section 26.042, Tax Code, is amended by adding Subsection (e).';
    expect(statuteReferencesInText(text)).toEqual([
      { code: 'Tax Code', section: '26.04', action: 'amend' },
      { code: 'Tax Code', section: '151.0101', action: 'amend' },
      { code: 'Tax Code', section: '151.0103', action: 'amend' },
      { code: 'Tax Code', section: '26.042', action: 'add' },
    ]);
  });

  it('finds nothing in text without citations', () => {
    expect(statuteReferencesInText('Relating to youth camp safety.')).toEqual([]);
  });
});

describe('statuteReferencesInNyLawCode', () => {
  it('splits New York LawCode summaries into sections with their law', () => {
    expect(statuteReferencesInNyLawCode('Amd §§1101 & 1105, add §1115-a, Tax L; rpld §3, Pub Health L')).toEqual([
      { code: 'Tax L', section: '1101', action: 'amend' },
      { code: 'Tax L', section: '1105', action: 'amend' },
      { code: 'Tax L', section: '1115-a', action: 'add' },
      { code: 'Pub Health L', section: '3', action: 'repeal' },
    ]);
  });
});

describe('parseSearchTerm', () => {
  it('recognises bill ids and identifiers, and leaves web-search syntax alone', () => {
    expect(parseSearchTerm('tx-892-hb-1')).toMatchObject({ billId: 'TX-892-HB-1' });
    expect(parseSearchTerm('HB 1')).toMatchObject({ billId: null, identifier: { billType: 'HB', billNumber: '1' } });
    expect(parseSearchTerm('sb0010')).toMatchObject({ identifier: { billType: 'SB', billNumber: '10' } });
    expect(parseSearchTerm('"youth camp" -penalties OR safety')).toMatchObject({
      text: '"youth camp" -penalties OR safety',
      billId: null,
      identifier: null,
    });
  });
});
