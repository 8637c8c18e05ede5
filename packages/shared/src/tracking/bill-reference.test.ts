import { describe, expect, it } from 'vitest';
import { type BillCandidate, buildBillIndex, matchBillReference, parseBillReference } from './bill-reference';

const bill = (id: string, identifier: string): BillCandidate => {
  const [, , billType = '', billNumber = ''] = id.split('-');
  return { id, billType, billNumber, identifier, title: identifier };
};

// A slice of real TX 89th Legislature 2nd called session (892) numbering, and of New York's 2025 print numbers.
const texas = buildBillIndex('TX', '892', [
  bill('TX-892-HB-1', 'HB 1'),
  bill('TX-892-SB-1', 'SB 1'),
  bill('TX-892-HB-18', 'HB 18'),
  bill('TX-892-SB-10', 'SB 10'),
  bill('TX-892-HJR-2', 'HJR 2'),
  bill('TX-892-SCR-3', 'SCR 3'),
]);
const newYork = buildBillIndex('NY', '25R', [bill('NY-25R-S-3967', 'S3967'), bill('NY-25R-A-1029', 'A1029')]);

const matchedId = (text: string, index = texas) => {
  const result = matchBillReference(text, index);
  return result.status === 'matched' ? result.bill.id : result.reason;
};

describe('matchBillReference', () => {
  it.each([
    ['HB 1', 'TX-892-HB-1'],
    ['HB1', 'TX-892-HB-1'],
    ['hb1', 'TX-892-HB-1'],
    ['H.B. 1', 'TX-892-HB-1'],
    ['H. B. 1', 'TX-892-HB-1'],
    ['HB0001', 'TX-892-HB-1'],
    ['HB-0001', 'TX-892-HB-1'],
    ['House Bill 1', 'TX-892-HB-1'],
    ['house bill no. 1', 'TX-892-HB-1'],
    ['HB #1', 'TX-892-HB-1'],
    ['  H 1 ', 'TX-892-HB-1'],
    ['S.B. 10', 'TX-892-SB-10'],
    ['Senate Bill 10', 'TX-892-SB-10'],
    ['HB 18', 'TX-892-HB-18'],
    ['House Joint Resolution 2', 'TX-892-HJR-2'],
    ['H.J.R. 2', 'TX-892-HJR-2'],
    ['SCR3', 'TX-892-SCR-3'],
    ['TX-892-HB-18', 'TX-892-HB-18'],
    ['tx-892-sb-1', 'TX-892-SB-1'],
    ['10', 'TX-892-SB-10'],
  ])('reads %j as %s', (text, expected) => {
    expect(matchedId(text)).toBe(expected);
  });

  it.each([
    ['S3967', 'NY-25R-S-3967'],
    ['S3967A', 'NY-25R-S-3967'],
    ['S. 3967-A', 'NY-25R-S-3967'],
    ['Senate Bill 3967', 'NY-25R-S-3967'],
    ['SB 3967', 'NY-25R-S-3967'],
    ['A01029', 'NY-25R-A-1029'],
    ['Assembly Bill 1029', 'NY-25R-A-1029'],
  ])('reads New York %j as %s', (text, expected) => {
    expect(matchedId(text, newYork)).toBe(expected);
  });

  it('says why a row matches nothing', () => {
    expect(matchBillReference('', texas)).toMatchObject({ reason: 'empty', message: 'The row has no bill number.' });
    expect(matchBillReference('   ', texas)).toMatchObject({ reason: 'empty' });
    expect(matchBillReference('Widget tax', texas)).toMatchObject({
      reason: 'unreadable',
      message: '"Widget tax" is not a bill number (write it like HB 1, H.B. 1 or House Bill 1).',
    });
    expect(matchBillReference('XB 1', texas)).toMatchObject({
      reason: 'unknown_type',
      message: expect.stringMatching(/^TX has no bill type "XB" \(HB, HCR/),
    });
    expect(matchBillReference('HB 999', texas)).toMatchObject({
      reason: 'not_found',
      message: 'No HB 999 in TX session 892 ("HB 999").',
    });
    expect(matchBillReference('1', texas)).toMatchObject({
      reason: 'ambiguous',
      message: '1 could be HB 1 or SB 1: add the bill type.',
    });
    expect(matchBillReference('TX-89R-HB-1', texas)).toMatchObject({
      reason: 'other_session',
      message: 'TX-89R-HB-1 belongs to TX session 89R, not TX session 892.',
    });
    expect(matchBillReference('CA-892-HB-1', texas)).toMatchObject({ reason: 'other_session' });
  });
});

describe('parseBillReference', () => {
  it('keeps an amendment letter apart from the number', () => {
    expect(parseBillReference('S3967A', 'NY')).toEqual({
      kind: 'reference',
      billType: 'S',
      number: '3967',
      suffix: 'A',
    });
    expect(parseBillReference('0042', 'TX')).toEqual({ kind: 'reference', billType: null, number: '42', suffix: '' });
  });
});
