import { describe, expect, it } from 'vitest';
import { eighteenStateCodes, eighteenStateSet, isSpecialState } from './special-states';

describe('eighteenStateSet', () => {
  it('holds 18 distinct codes', () => {
    expect(eighteenStateCodes).toHaveLength(18);
    expect(eighteenStateSet.size).toBe(18);
  });
});

describe('isSpecialState', () => {
  it.each([
    { code: 'TX', expected: true },
    { code: 'tx', expected: true },
    { code: 'Wy', expected: true },
    { code: ' ne ', expected: true },
    { code: 'CO', expected: true },
    { code: 'CA', expected: false },
    { code: 'NY', expected: false },
    { code: 'US', expected: false },
    { code: 'ALL', expected: false },
    { code: '', expected: false },
  ])('$code -> $expected', ({ code, expected }) => {
    expect(isSpecialState(code)).toBe(expected);
  });
});
