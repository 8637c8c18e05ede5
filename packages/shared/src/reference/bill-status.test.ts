import { describe, expect, it } from 'vitest';
import {
  billStatusCodeSchema,
  billStatuses,
  billStatusLabel,
  isBillStatusCode,
  isProgressOnlyStatus,
  progressStatusCodeSchema,
} from './bill-status';

describe('billStatuses', () => {
  it('numbers the statuses 0..12 in order', () => {
    expect(billStatuses.map((status) => status.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('bill status codes', () => {
  it.each([
    { code: 0, label: 'Pre-filed', isStatus: true, progressOnly: false },
    { code: 1, label: 'Introduced', isStatus: true, progressOnly: false },
    { code: 2, label: 'Engrossed', isStatus: true, progressOnly: false },
    { code: 3, label: 'Enrolled', isStatus: true, progressOnly: false },
    { code: 4, label: 'Passed', isStatus: true, progressOnly: false },
    { code: 5, label: 'Vetoed', isStatus: true, progressOnly: false },
    { code: 6, label: 'Failed', isStatus: true, progressOnly: false },
    { code: 7, label: 'Veto overridden', isStatus: false, progressOnly: true },
    { code: 8, label: 'Chaptered', isStatus: false, progressOnly: true },
    { code: 9, label: 'Referred to committee', isStatus: false, progressOnly: true },
    { code: 10, label: 'Passed committee', isStatus: false, progressOnly: true },
    { code: 11, label: 'Committee: do not pass', isStatus: false, progressOnly: true },
    { code: 12, label: 'Drafted', isStatus: false, progressOnly: true },
    { code: 13, label: undefined, isStatus: false, progressOnly: false },
    { code: -1, label: undefined, isStatus: false, progressOnly: false },
    { code: 1.5, label: undefined, isStatus: false, progressOnly: false },
  ])('$code: $label', ({ code, label, isStatus, progressOnly }) => {
    expect(billStatusLabel(code)).toBe(label);
    expect(isBillStatusCode(code)).toBe(isStatus);
    expect(isProgressOnlyStatus(code)).toBe(progressOnly);
    expect(billStatusCodeSchema.safeParse(code).success).toBe(isStatus);
    expect(progressStatusCodeSchema.safeParse(code).success).toBe(label !== undefined);
  });
});
