import { describe, expect, it } from 'vitest';
import { arr, chamberOfName, dateOf, scalarText, str, strings, strOrNumber } from './records';

describe('record coercers', () => {
  it('str keeps non-blank strings, trimmed, and nothing else', () => {
    expect(str('  HB 1 ')).toBe('HB 1');
    expect(str('   ')).toBeNull();
    expect(str(12)).toBeNull();
    expect(str(null)).toBeNull();
  });

  it('strOrNumber also takes numbers', () => {
    expect(strOrNumber(12)).toBe('12');
    expect(strOrNumber(' 7 ')).toBe('7');
    expect(strOrNumber(true)).toBeNull();
  });

  it('scalarText turns YAML dates back into days and keeps other scalars as written', () => {
    expect(scalarText(new Date('2023-01-09T00:00:00Z'))).toBe('2023-01-09');
    expect(scalarText(5)).toBe('5');
    expect(scalarText(' a ')).toBe(' a ');
    expect(scalarText('')).toBeNull();
    expect(scalarText(undefined)).toBeNull();
  });

  it('arr keeps the objects of an array, strings its non-blank strings', () => {
    expect(arr([{ a: 1 }, null, 'x', 3, { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(arr({ a: 1 })).toEqual([]);
    expect(strings(['a', ' ', 3, 'b'])).toEqual(['a', 'b']);
    expect(strings('a')).toEqual([]);
  });

  it("dateOf reads the day a date or timestamp starts with, and not LegiScan's empty date", () => {
    expect(dateOf('2024-03-01')).toBe('2024-03-01');
    expect(dateOf('2024-03-01T10:00:00+00:00')).toBe('2024-03-01');
    expect(dateOf('0000-00-00')).toBeNull();
    expect(dateOf('03/01/2024')).toBeNull();
    expect(dateOf(20240301)).toBeNull();
  });

  it('chamberOfName maps House, Assembly and Senate in any case', () => {
    expect(chamberOfName('House')).toBe('lower');
    expect(chamberOfName('House of Representatives')).toBe('lower');
    expect(chamberOfName('ASSEMBLY')).toBe('lower');
    expect(chamberOfName('SENATE')).toBe('upper');
    expect(chamberOfName('Joint')).toBeNull();
    expect(chamberOfName(undefined)).toBeNull();
  });
});
