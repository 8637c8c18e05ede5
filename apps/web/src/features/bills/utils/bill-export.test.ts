import { billSummary } from '../testing/bill-fixtures';
import { billsToCsv, csvField } from './bill-export';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('writes a header and one line per bill', () => {
    const csv = billsToCsv([
      billSummary(),
      billSummary({ id: 'TX-892-SB-1', identifier: 'SB 1', title: 'Camps, safety' }),
    ]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Bill ID,State,Session,Bill,Title,Status/);
    expect(lines[2]).toContain('"Camps, safety"');
    expect(lines[1]).toContain('Darby (R)');
  });
});
