import { describe, expect, it } from 'vitest';
import { progressStageOf, progressStages } from './progress-stages';

describe('progressStageOf', () => {
  it.each([
    ['a pre-filed bill', 0, [], 'introduced'],
    ['an introduced bill', 1, [1], 'introduced'],
    ['an introduced bill referred to committee', 1, [1, 9], 'in_committee'],
    ['a bill reported out of committee but not passed', 1, [1, 9, 10], 'in_committee'],
    ['an engrossed bill', 2, [1, 9, 10, 2], 'passed_one_chamber'],
    ['an enrolled bill', 3, [1, 2, 3], 'passed_both_chambers'],
    ['an enrolled bill already chaptered', 3, [1, 2, 3, 8], 'enacted'],
    ['a passed (signed) bill', 4, [1, 2, 3, 4], 'enacted'],
    ['a vetoed bill', 5, [1, 2, 3, 5], 'failed_or_vetoed'],
    ['a vetoed bill whose veto was overridden', 5, [1, 2, 3, 5, 7], 'enacted'],
    ['a failed bill', 6, [1, 9, 11, 6], 'failed_or_vetoed'],
  ] as const)('puts %s in %s', (_label, status, codes, stage) => {
    expect(progressStageOf(status, codes)).toBe(stage);
  });

  it('names six stages in the order a bill moves', () => {
    expect(progressStages).toEqual([
      'introduced',
      'in_committee',
      'passed_one_chamber',
      'passed_both_chambers',
      'enacted',
      'failed_or_vetoed',
    ]);
  });
});
