import { describe, expect, it } from 'vitest';
import { lbdcBillId, lbdcBillRef, lbdcTime } from './ny-lbdc.parser';
import { dateFromFileName, transcriptPages } from './ny-lbdc.transcript';

describe('ny-lbdc parser', () => {
  it('normalizes LBDC bill numbers and times', () => {
    expect(lbdcBillRef('S01706A')).toEqual({ printNo: 'S1706A', billType: 'S', billNumber: 1706, amendment: 'A' });
    expect(lbdcBillId(2008, lbdcBillRef('S01706A')!)).toBe('NY-07R-S-1706');
    expect(lbdcBillRef('X')).toBeNull();
    expect(lbdcTime('T13.00.00Z')).toBe('13:00');
    expect(lbdcTime('T00.00.00Z')).toBeNull();
    expect(dateFromFileName('05-18-11 Valesky Aging Test.txt')).toEqual({ date: '2011-05-18', time: null });
    expect(dateFromFileName('1993-03-10T1210')).toEqual({ date: '1993-03-10', time: '12:10' });
    expect(dateFromFileName('SenateLD123121.txt')).toEqual({ date: '2021-12-31', time: null });
  });

  it('strips line numbers and page numbers from stenographic text', () => {
    const right = ' '.repeat(60);
    const raw = `${right}12\n\n   1    THE CHAIR:  Good morning.\n\n   2    Thank you.\n\f${right}13\n   1    Next page.\n   2\n`;
    const { pages, firstPage } = transcriptPages(raw);
    expect(firstPage).toBe(12);
    expect(pages).toEqual([['THE CHAIR:  Good morning.', 'Thank you.'], ['Next page.']]);
  });
});
