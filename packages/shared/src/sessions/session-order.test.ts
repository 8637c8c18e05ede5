import { describe, expect, it } from 'vitest';
import { sessionSortKey, sortSessionsNewestFirst } from './session-order';

describe('sessionSortKey', () => {
  it.each([
    { id: '25R', expected: 2500 },
    { id: '251', expected: 2501 },
    { id: '252', expected: 2502 },
    { id: '892', expected: 8902 },
    { id: '89R', expected: 8900 },
    { id: '00R', expected: 0 },
    { id: '2025', expected: 0 },
    { id: 'abc', expected: 0 },
    { id: '25r', expected: 0 },
    { id: '25', expected: 0 },
    { id: ' 25R', expected: 0 },
    { id: 'ALL_ACTIVE', expected: 0 },
    { id: '', expected: 0 },
  ])('$id -> $expected', ({ id, expected }) => {
    expect(sessionSortKey(id)).toBe(expected);
  });
});

describe('sortSessionsNewestFirst', () => {
  it.each([
    { ids: ['24R', '25R', '251'], expected: ['251', '25R', '24R'] },
    { ids: ['891', '89R', '892', '88R'], expected: ['892', '891', '89R', '88R'] },
    { ids: ['abc', '25R', '2025'], expected: ['25R', 'abc', '2025'] },
    { ids: ['2025', 'abc', '25R'], expected: ['25R', '2025', 'abc'] },
    { ids: [], expected: [] },
  ])('$ids -> $expected', ({ ids, expected }) => {
    expect(sortSessionsNewestFirst(ids.map((id) => ({ id }))).map((session) => session.id)).toEqual(expected);
  });

  it('keeps input order for equal keys and does not mutate the input', () => {
    const input = [
      { id: 'x', isDefault: false },
      { id: '25R', isDefault: true },
      { id: 'y', isDefault: false },
    ];
    const snapshot = structuredClone(input);
    const sorted = sortSessionsNewestFirst(input);
    expect(sorted.map((session) => session.id)).toEqual(['25R', 'x', 'y']);
    expect(sorted[0]).toBe(input[1]);
    expect(input).toEqual(snapshot);
    expect(sorted).not.toBe(input);
  });
});
