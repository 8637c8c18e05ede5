import { describe, expect, it } from 'vitest';
import {
  allStatesSessions,
  decodeSessionKey,
  defaultSessionFor,
  encodeSessionSelection,
  isAllStatesSessionId,
  sessionCodeOfKey,
} from './sessions';
import { states } from './states';

describe('defaultSessionFor', () => {
  it.each([
    { state: 'CA', expected: { id: '25R', name: '2025 Regular Session' } },
    { state: 'co', expected: { id: '25R', name: '2025 Regular Session' } },
    { state: 'DC', expected: { id: '25R', name: '2025 Regular Session' } },
    { state: 'TX', expected: { id: '89R', name: '89th Legislature, Regular Session (2025)' } },
    { state: 'NJ', expected: { id: '24R', name: '2024-2025 Regular Session' } },
    { state: 'US', expected: { id: '25R', name: '119th Congress' } },
    { state: 'ALL', expected: { id: 'ALL_ACTIVE', name: 'All active sessions' } },
    { state: 'all', expected: { id: 'ALL_ACTIVE', name: 'All active sessions' } },
    { state: 'PR', expected: undefined },
    { state: '', expected: undefined },
  ])('$state -> $expected.id', ({ state, expected }) => {
    expect(defaultSessionFor(state)).toEqual(expected);
  });

  it('has a default for every state', () => {
    for (const state of states) {
      expect(defaultSessionFor(state.id)?.id).toMatch(/^\d{2}[\dR]$/);
    }
  });
});

describe('isAllStatesSessionId', () => {
  it.each([
    { id: 'ALL_ACTIVE', expected: true },
    { id: 'MOST_RECENT', expected: true },
    { id: 'MOST_RECENT_REGULAR', expected: true },
    { id: 'all_active', expected: false },
    { id: '25R', expected: false },
  ])('$id -> $expected', ({ id, expected }) => {
    expect(isAllStatesSessionId(id)).toBe(expected);
  });

  it('covers the three pseudo-sessions', () => {
    expect(allStatesSessions.map((session) => session.id)).toEqual([
      'ALL_ACTIVE',
      'MOST_RECENT',
      'MOST_RECENT_REGULAR',
    ]);
  });
});

describe('sessionCodeOfKey', () => {
  it.each([
    { key: '25R', expected: '25R' },
    { key: '892', expected: '892' },
    { key: 'ALL_ACTIVE', expected: undefined },
    { key: 'most_recent', expected: undefined },
    { key: 'MOST_RECENT_REGULAR', expected: undefined },
    { key: '', expected: undefined },
    { key: undefined, expected: undefined },
  ])('$key -> $expected', ({ key, expected }) => {
    expect(sessionCodeOfKey(key)).toBe(expected);
  });
});

describe('decodeSessionKey and encodeSessionSelection', () => {
  it.each([
    { key: '25R', decoded: { kind: 'code', sessionCode: '25R' }, encoded: '25R' },
    { key: '25r', decoded: { kind: 'code', sessionCode: '25R' }, encoded: '25R' },
    { key: '892', decoded: { kind: 'code', sessionCode: '892' }, encoded: '892' },
    { key: 'ALL_ACTIVE', decoded: { kind: 'allActive' }, encoded: 'ALL_ACTIVE' },
    { key: 'most_recent', decoded: { kind: 'mostRecent' }, encoded: 'MOST_RECENT' },
    { key: 'MOST_RECENT_REGULAR', decoded: { kind: 'mostRecentRegular' }, encoded: 'MOST_RECENT_REGULAR' },
  ])('$key -> $decoded -> $encoded', ({ key, decoded, encoded }) => {
    expect(decodeSessionKey(key)).toEqual(decoded);
    expect(encodeSessionSelection(decodeSessionKey(key))).toBe(encoded);
  });

  it('gives every pseudo-session its own rule, and writes each back as its id', () => {
    const kinds = allStatesSessions.map((session) => decodeSessionKey(session.id).kind);
    expect(new Set(kinds).size).toBe(allStatesSessions.length);
    expect(kinds).not.toContain('code');
    for (const session of allStatesSessions)
      expect(encodeSessionSelection(decodeSessionKey(session.id))).toBe(session.id);
  });
});
