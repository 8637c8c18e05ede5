import { describe, expect, it } from 'vitest';
import { sessionSortKey, sessionStartYear, sortSessionsByStart, sortSessionsNewestFirst } from './session-order';

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

describe('sessionStartYear', () => {
  const now = new Date('2026-06-01');
  it.each([
    { session: { id: '99R', startDate: '1999-01-12' }, expected: 1999 },
    { session: { id: '892', name: '89th Legislature, 2nd Called Session (2025)', startDate: null }, expected: 2025 },
    { session: { id: '25R', name: '104th Regular Session' }, expected: 2025 },
    { session: { id: '99R', name: 'Regular Session' }, expected: 1999 },
    { session: { id: '27R' }, expected: 2027 },
    { session: { id: '28R' }, expected: 1928 },
    { session: { id: 'ALL_ACTIVE' }, expected: undefined },
  ])('$session.id $session.name -> $expected', ({ session, expected }) => {
    expect(sessionStartYear(session, now)).toBe(expected);
  });
});

describe('sortSessionsByStart', () => {
  it('puts 2025 above 1999, which the SPEC key alone does not', () => {
    const sessions = [
      { id: '99R', startDate: '1999-01-12' },
      { id: '25R', startDate: '2025-01-08' },
      { id: '01R', startDate: '2001-01-09' },
    ];
    expect(sortSessionsNewestFirst(sessions).map((session) => session.id)).toEqual(['99R', '25R', '01R']);
    expect(sortSessionsByStart(sessions).map((session) => session.id)).toEqual(['25R', '01R', '99R']);
  });

  it('puts a year’s special sessions above its regular one and reads undated years from names', () => {
    const sessions = [
      { id: '21R', startDate: '2021-01-12' },
      { id: '061', name: '2006 Special Session', startDate: null },
      { id: '211', startDate: '2021-11-08' },
      { id: '06R', startDate: '2006-01-10' },
      { id: '212', startDate: '2021-11-09' },
      { id: 'odd', name: 'Unnamed' },
    ];
    expect(sortSessionsByStart(sessions).map((session) => session.id)).toEqual([
      '212',
      '211',
      '21R',
      '061',
      '06R',
      'odd',
    ]);
  });
});
