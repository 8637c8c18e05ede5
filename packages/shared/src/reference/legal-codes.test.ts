import { describe, expect, it } from 'vitest';
import { isLegalCodeValue, legalCodeLabel, legalCodes } from './legal-codes';

describe('legalCodes', () => {
  it('has unique keys and labels, sorted by label for pickers', () => {
    expect(new Set(legalCodes.map((code) => code.value)).size).toBe(legalCodes.length);
    expect(new Set(legalCodes.map((code) => code.label)).size).toBe(legalCodes.length);
    const labels = legalCodes.map((code) => code.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});

describe('legalCodeLabel', () => {
  it.each([
    { value: 'PE', expected: 'Penal Code' },
    { value: 'TX', expected: 'Tax Code' },
    { value: 'CN', expected: 'Constitution' },
    { value: 'HS', expected: 'Health and Safety Code' },
    { value: 'CR', expected: 'Code of Criminal Procedure' },
    { value: 'CP', expected: 'Civil Practice and Remedies Code' },
    { value: 'SD', expected: 'Special District Local Laws Code' },
    { value: 'pe', expected: 'Penal Code' },
    { value: 'XX', expected: undefined },
    { value: '', expected: undefined },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(legalCodeLabel(value)).toBe(expected);
  });
});

describe('isLegalCodeValue', () => {
  it.each([
    { value: 'GV', expected: true },
    { value: 'gv', expected: false },
    { value: 'Government Code', expected: false },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(isLegalCodeValue(value)).toBe(expected);
  });
});
