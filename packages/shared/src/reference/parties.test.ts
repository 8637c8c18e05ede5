import { describe, expect, it } from 'vitest';
import { partyCodeFromName, partyName } from './parties';

describe('partyCodeFromName', () => {
  it.each([
    { name: 'Democratic', expected: 'D' },
    { name: 'Democrat', expected: 'D' },
    { name: 'democratic party', expected: 'D' },
    { name: 'D', expected: 'D' },
    { name: 'Democratic-Farmer-Labor', expected: 'D' },
    { name: 'Democratic/Working Families', expected: 'D' },
    { name: 'Republican', expected: 'R' },
    { name: ' REPUBLICAN ', expected: 'R' },
    { name: 'Republican/Conservative/Independence', expected: 'R' },
    { name: 'GOP', expected: 'R' },
    { name: 'r', expected: 'R' },
    { name: 'Independent', expected: 'I' },
    { name: 'Libertarian Party', expected: 'L' },
    { name: 'Green', expected: 'G' },
    { name: 'Nonpartisan', expected: undefined },
    { name: 'Forward', expected: undefined },
    { name: 'constructor', expected: undefined },
    { name: '', expected: undefined },
  ])('$name -> $expected', ({ name, expected }) => {
    expect(partyCodeFromName(name)).toBe(expected);
  });
});

describe('partyName', () => {
  it.each([
    { code: 'D', expected: 'Democratic' },
    { code: 'r', expected: 'Republican' },
    { code: 'G', expected: 'Green' },
    { code: 'X', expected: undefined },
  ])('$code -> $expected', ({ code, expected }) => {
    expect(partyName(code)).toBe(expected);
  });
});
