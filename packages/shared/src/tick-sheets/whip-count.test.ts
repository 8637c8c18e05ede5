import { describe, expect, it } from 'vitest';
import { predictedVote } from './tick-sheets.schemas';
import { whipCountOf } from './whip-count';

describe('whip count', () => {
  it('counts each stance, leaners with their side, and a simple majority of the sheet', () => {
    expect(whipCountOf(['yes', 'lean_yes', 'lean_yes', 'no', 'undecided', 'unknown', 'unknown'])).toEqual({
      yes: 1,
      lean_yes: 2,
      undecided: 1,
      lean_no: 0,
      no: 1,
      unknown: 2,
      total: 7,
      needed: 4,
      likelyYes: 3,
      likelyNo: 1,
    });
    expect(whipCountOf([]).needed).toBe(1);
    expect(whipCountOf(['no', 'no', 'lean_no', 'yes']).needed).toBe(3);
  });

  it('predicts a vote only from a side taken', () => {
    expect(['yes', 'lean_yes', 'undecided', 'lean_no', 'no', 'unknown'].map((s) => predictedVote(s as never))).toEqual([
      'yes',
      'yes',
      null,
      'no',
      'no',
      null,
    ]);
  });
});
