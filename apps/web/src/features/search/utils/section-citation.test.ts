import { countOf, quotedTerm, sectionCitation } from './section-citation';

describe('sectionCitation', () => {
  it('does not repeat a state the code already names', () => {
    expect(sectionCitation({ stateCode: 'TX', code: 'TX Tax Code', section: '151.001' })).toBe('TX Tax Code § 151.001');
    expect(sectionCitation({ stateCode: 'DC', code: 'DC Code', section: '25-101' })).toBe('DC Code § 25-101');
  });

  it('prefixes the state when the code does not name it', () => {
    expect(sectionCitation({ stateCode: 'TX', code: 'Tax Code', section: '151.001' })).toBe('TX Tax Code § 151.001');
    expect(sectionCitation({ stateCode: 'TX', code: '34 TAC', section: '3.286' })).toBe('TX 34 TAC § 3.286');
    // A code that merely begins with the same letters is not the state's name.
    expect(sectionCitation({ stateCode: 'TX', code: 'TXDOT Rules', section: '1' })).toBe('TX TXDOT Rules § 1');
  });
});

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'result')).toBe('1 result');
    expect(countOf(0, 'result')).toBe('0 results');
    expect(countOf(2, 'result')).toBe('2 results');
    expect(countOf(1200, 'result')).toBe('1,200 results');
  });
});

describe('quotedTerm', () => {
  it('does not double the quotes of a quoted phrase', () => {
    expect(quotedTerm('"amusement services"')).toBe('“amusement services”');
    expect(quotedTerm('sales tax')).toBe('“sales tax”');
    expect(quotedTerm('"property tax" OR appraisal')).toBe('“"property tax" OR appraisal”');
  });
});
