import { describe, expect, it } from 'vitest';
import {
  getStateName,
  isStateCode,
  parseStateCode,
  stateCodeByFips,
  stateCodeFromFips,
  stateCodeFromName,
  stateCodeOfKey,
  states,
  stateTimeZone,
  stateTimeZones,
} from './states';

describe('states', () => {
  it('holds the 50 states, DC and the United States, each once', () => {
    expect(states).toHaveLength(52);
    expect(new Set(states.map((state) => state.id)).size).toBe(52);
    expect(states.map((state) => state.id)).toEqual(expect.arrayContaining(['DC', 'US', 'TX', 'WY']));
  });

  it('maps every entry except US to exactly one FIPS code', () => {
    const fipsStates = Object.values(stateCodeByFips);
    expect(new Set(fipsStates).size).toBe(fipsStates.length);
    expect([...fipsStates].sort()).toEqual(
      states
        .map((state) => state.id)
        .filter((id) => id !== 'US')
        .sort(),
    );
  });

  it('gives every entry a time zone the runtime recognises', () => {
    for (const state of states) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: stateTimeZones[state.id] })).not.toThrow();
    }
  });
});

describe('isStateCode', () => {
  it.each([
    { value: 'TX', expected: true },
    { value: 'DC', expected: true },
    { value: 'US', expected: true },
    { value: 'tx', expected: false },
    { value: 'ALL', expected: false },
    { value: 'PR', expected: false },
    { value: '', expected: false },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(isStateCode(value)).toBe(expected);
  });
});

describe('parseStateCode', () => {
  it.each([
    { value: 'tx', expected: 'TX' },
    { value: ' Ny ', expected: 'NY' },
    { value: 'us', expected: 'US' },
    { value: 'all', expected: undefined },
    { value: 'XX', expected: undefined },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(parseStateCode(value)).toBe(expected);
  });
});

describe('getStateName', () => {
  it.each([
    { code: 'TX', expected: 'Texas' },
    { code: 'dc', expected: 'District of Columbia' },
    { code: 'US', expected: 'United States' },
    { code: 'ALL', expected: undefined },
    { code: 'ZZ', expected: undefined },
  ])('$code -> $expected', ({ code, expected }) => {
    expect(getStateName(code)).toBe(expected);
  });
});

describe('stateCodeFromName', () => {
  it.each([
    { name: 'Texas', expected: 'TX' },
    { name: 'texas', expected: 'TX' },
    { name: '  new   YORK ', expected: 'NY' },
    { name: 'District of Columbia', expected: 'DC' },
    { name: 'Washington, D.C.', expected: 'DC' },
    { name: 'Washington', expected: 'WA' },
    { name: 'United States', expected: 'US' },
    { name: 'United States of America', expected: 'US' },
    { name: 'Puerto Rico', expected: undefined },
    { name: 'TX', expected: undefined },
    { name: '', expected: undefined },
  ])('$name -> $expected', ({ name, expected }) => {
    expect(stateCodeFromName(name)).toBe(expected);
  });
});

describe('stateCodeFromFips', () => {
  it.each([
    { fips: '01', expected: 'AL' },
    { fips: '11', expected: 'DC' },
    { fips: '48', expected: 'TX' },
    { fips: '56', expected: 'WY' },
    { fips: 6, expected: 'CA' },
    { fips: '6', expected: 'CA' },
    { fips: 48, expected: 'TX' },
    { fips: ' 36 ', expected: 'NY' },
    { fips: '03', expected: undefined },
    { fips: '72', expected: undefined },
    { fips: 4.5, expected: undefined },
    { fips: -1, expected: undefined },
    { fips: '048', expected: undefined },
    { fips: '', expected: undefined },
    { fips: 'TX', expected: undefined },
  ])('$fips -> $expected', ({ fips, expected }) => {
    expect(stateCodeFromFips(fips)).toBe(expected);
  });
});

describe('stateTimeZone', () => {
  it.each([
    { code: 'TX', expected: 'America/Chicago' },
    { code: 'AZ', expected: 'America/Phoenix' },
    { code: 'HI', expected: 'Pacific/Honolulu' },
    { code: 'AK', expected: 'America/Anchorage' },
    { code: 'CA', expected: 'America/Los_Angeles' },
    { code: 'CO', expected: 'America/Denver' },
    { code: 'NY', expected: 'America/New_York' },
    { code: 'DC', expected: 'America/New_York' },
    { code: 'US', expected: 'America/New_York' },
    { code: 'tx', expected: 'America/Chicago' },
    { code: 'ALL', expected: undefined },
  ])('$code -> $expected', ({ code, expected }) => {
    expect(stateTimeZone(code)).toBe(expected);
  });
});

describe('stateCodeOfKey', () => {
  it.each([
    { key: 'TX', expected: 'TX' },
    { key: 'ALL', expected: undefined },
    { key: 'all', expected: undefined },
    { key: '', expected: undefined },
    { key: null, expected: undefined },
    { key: undefined, expected: undefined },
  ])('$key -> $expected', ({ key, expected }) => {
    expect(stateCodeOfKey(key)).toBe(expected);
  });
});
