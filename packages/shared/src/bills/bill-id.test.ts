import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billIdSchema, formatBillId, normalizeBillId, parseBillId } from './bill-id';

describe('parseBillId', () => {
  it.each([
    { id: 'TX-892-HB-1', expected: { stateCode: 'TX', sessionCode: '892', billType: 'HB', billNumber: '1' } },
    { id: 'NY-25R-S-1234', expected: { stateCode: 'NY', sessionCode: '25R', billType: 'S', billNumber: '1234' } },
    { id: 'US-119-HCONRES-7', expected: { stateCode: 'US', sessionCode: '119', billType: 'HCONRES', billNumber: '7' } },
    { id: 'TX-892-HB', expected: null },
    { id: 'TX-892-HB-1-2', expected: null },
    { id: '', expected: null },
    { id: 'TX--HB-1', expected: null },
    { id: '-892-HB-1', expected: null },
    { id: 'TX-892-HB-', expected: null },
    { id: 'TX 892 HB 1', expected: null },
  ])('$id', ({ id, expected }) => {
    expect(parseBillId(id)).toEqual(expected);
  });
});

describe('formatBillId', () => {
  it.each([
    { parts: { stateCode: 'TX', sessionCode: '892', billType: 'HB', billNumber: '1' }, expected: 'TX-892-HB-1' },
    { parts: { stateCode: 'MI', sessionCode: '25R', billType: 'HJR', billNumber: 'A' }, expected: 'MI-25R-HJR-A' },
  ])('$expected', ({ parts, expected }) => {
    expect(formatBillId(parts)).toBe(expected);
    expect(parseBillId(expected)).toEqual(parts);
  });

  it.each([
    { stateCode: 'TX', sessionCode: '', billType: 'HB', billNumber: '1' },
    { stateCode: 'CO', sessionCode: '25B', billType: 'HB', billNumber: '25B-001' },
  ])('refuses parts that would not parse back: %o', (parts) => {
    // The message names the offending parts, so an importer's log says which record was wrong.
    expect(() => formatBillId(parts)).toThrow(
      `Bill id parts must be non-empty and contain no hyphen: ${JSON.stringify(parts)}`,
    );
  });
});

describe('billIdSchema', () => {
  it.each([
    { value: 'TX-892-HB-1', success: true },
    { value: 'TX-892-HB', success: false },
    { value: 'TX-892-HB-1-2', success: false },
    { value: '', success: false },
    { value: 'TX--HB-1', success: false },
    { value: 42, success: false },
  ])('$value -> $success', ({ value, success }) => {
    expect(billIdSchema.safeParse(value).success).toBe(success);
  });

  it.each([
    ['tx-892-hb-1', 'TX-892-HB-1'],
    ['  Ny-25r-s-3967 ', 'NY-25R-S-3967'],
    // Letters of the number are stored upper case too (Michigan's lettered joint resolutions).
    ['mi-25r-hjr-a', 'MI-25R-HJR-A'],
    ['co-251-hb-1001', 'CO-251-HB-1001'],
    ['US-19R-HCONRES-105', 'US-19R-HCONRES-105'],
  ])('gives the canonical id for %j: %s', (input, expected) => {
    expect(billIdSchema.parse(input)).toBe(expected);
    expect(normalizeBillId(input)).toBe(expected);
    expect(normalizeBillId(expected)).toBe(expected);
  });

  it('checks the shape after trimming, so padding alone is no reason for a 400', () => {
    expect(billIdSchema.safeParse(' TX-892-HB-1\t').success).toBe(true);
    expect(billIdSchema.safeParse('tx-892-hb').success).toBe(false);
  });

  it('stays a plain string in the OpenAPI document', () => {
    expect(z.toJSONSchema(billIdSchema)).toMatchObject({ type: 'string' });
  });

  it('tells the caller the expected shape when an id does not parse (the 400 message of a bill route)', () => {
    const result = billIdSchema.safeParse('TX-892-HB');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Bill id must be stateId-sessionId-billType-billNumber',
    ]);
  });
});
