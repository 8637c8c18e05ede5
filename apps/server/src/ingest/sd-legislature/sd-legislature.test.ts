import { describe, expect, it } from 'vitest';
import { classifySdAction, sdSessionCode } from './sd-legislature.parser';

describe('sd-legislature parser', () => {
  it('maps session names and status texts', () => {
    expect(sdSessionCode('2024')).toBe('24R');
    expect(sdSessionCode('2021 Second Special Session')).toBe('212');
    expect(sdSessionCode('2020 Special Session')).toBe('201');
    expect(classifySdAction('First read in Senate and referred to', 'N', true)).toEqual([
      'introduction',
      'reading-1',
      'referral-committee',
    ]);
    expect(classifySdAction('Do Pass Amended', 'P', false)).toEqual(['committee-passage']);
    expect(classifySdAction('Do Pass', 'P', true)).toEqual(['passage']);
    expect(classifySdAction('Signed by the Governor', 'N', false)).toEqual(['executive-signature']);
  });
});
