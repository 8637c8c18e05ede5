import { describe, expect, it } from 'vitest';
import { describeMotion } from './vote-motions';

describe('describeMotion', () => {
  it.each([
    // Colorado's clerk abbreviations (sample vote records), markers and all.
    ['COW *', 'Committee of the Whole (second reading)'],
    ['PREV ?', 'Previous question (end debate)'],
    ['BILL', 'Final passage'],
    ['AMD', 'Amendment'],
    ['REPASS', 'Repassage'],
    ['ADOPT REPORT', 'Adopt committee report'],
    ['RES', 'Adopt resolution'],
    // Wisconsin's upper-case words.
    ['PASSAGE', 'Passage'],
    ['CONCURRENCE AS AMENDED', 'Concurrence as amended'],
  ])('reads the known abbreviation %s as "%s", keeping the code', (motion, label) => {
    expect(describeMotion(motion)).toEqual({ label, source: motion });
  });

  it('gives an unknown short code a readable name and keeps the code for the tooltip', () => {
    expect(describeMotion('PERM')).toEqual({ label: 'Floor motion', source: 'PERM' });
    expect(describeMotion('XYZ ?')).toEqual({ label: 'Floor motion', source: 'XYZ ?' });
  });

  it('writes an upper-case phrase in sentence case, its parenthesis as the source has it', () => {
    expect(describeMotion('COMMITTEE (Rules)')).toEqual({ label: 'Committee (Rules)', source: 'COMMITTEE (Rules)' });
  });

  it('leaves a motion written in words as it is', () => {
    for (const motion of ['Do Pass Amended', 'Third Reading, Amendment 1', 'Favorable (RULES)', 'Floor vote']) {
      expect(describeMotion(motion)).toEqual({ label: motion });
    }
  });

  it('calls a roll call without a motion a vote', () => {
    expect(describeMotion('')).toEqual({ label: 'Vote' });
    expect(describeMotion(null)).toEqual({ label: 'Vote' });
  });
});
