import { describe, expect, it } from 'vitest';
import { billTypeName, billTypesByState, genericBillTypes, getBillTypes } from './bill-types';

describe('bill type lists', () => {
  it.each(Object.entries({ generic: genericBillTypes, ...billTypesByState }))(
    '%s has unique ids and names',
    (_state, types) => {
      expect(new Set(types.map((type) => type.id)).size).toBe(types.length);
      expect(new Set(types.map((type) => type.name)).size).toBe(types.length);
    },
  );

  // Identifiers seen in the sample data (see /work/shared/data/README.md).
  it.each([
    { state: 'TX', ids: ['HB', 'SB', 'HR', 'SR', 'HJR', 'SJR', 'HCR'] },
    { state: 'CO', ids: ['HB', 'SB', 'HR', 'HCR', 'SCR', 'SJR'] },
    { state: 'WI', ids: ['AB', 'SB'] },
    { state: 'IL', ids: ['HB', 'SB'] },
    { state: 'MI', ids: ['HB', 'SB', 'HR', 'SR', 'HJR', 'SJR', 'SCR'] },
    { state: 'SD', ids: ['HB', 'SB', 'HC', 'SC', 'HCR', 'SCR', 'HJR', 'SJR', 'SR'] },
    { state: 'NY', ids: ['S', 'A'] },
    { state: 'DC', ids: ['B'] },
    { state: 'US', ids: ['HR', 'S', 'HRES', 'HCONRES', 'SCONRES'] },
  ])('$state covers the types in its sample data', ({ state, ids }) => {
    const known = getBillTypes(state).map((type) => type.id);
    expect(known).toEqual(expect.arrayContaining(ids));
  });
});

describe('getBillTypes', () => {
  it.each([
    { state: 'TX', expected: ['HB', 'SB', 'HR', 'SR', 'HJR', 'SJR', 'HCR', 'SCR'] },
    { state: 'tx', expected: ['HB', 'SB', 'HR', 'SR', 'HJR', 'SJR', 'HCR', 'SCR'] },
    { state: 'WI', expected: ['AB', 'SB', 'AJR', 'SJR', 'AR', 'SR'] },
    { state: 'NE', expected: ['LB', 'LR'] },
    { state: 'NJ', expected: ['A', 'S', 'AJR', 'SJR', 'ACR', 'SCR', 'AR', 'SR'] },
    { state: 'DC', expected: ['B', 'PR', 'CER'] },
    { state: 'OK', expected: genericBillTypes.map((type) => type.id) },
    { state: 'ALL', expected: genericBillTypes.map((type) => type.id) },
    { state: 'toString', expected: genericBillTypes.map((type) => type.id) },
  ])('$state', ({ state, expected }) => {
    expect(getBillTypes(state).map((type) => type.id)).toEqual(expected);
  });
});

describe('billTypeName', () => {
  it.each([
    { state: 'TX', type: 'HB', expected: 'House Bill' },
    { state: 'TX', type: 'hjr', expected: 'House Joint Resolution' },
    { state: 'TX', type: 'HM', expected: undefined },
    { state: 'CO', type: 'HM', expected: 'House Memorial' },
    { state: 'US', type: 'HR', expected: 'House Bill' },
    { state: 'US', type: 'HRES', expected: 'House Resolution' },
    { state: 'OK', type: 'HR', expected: 'House Resolution' },
    { state: 'WI', type: 'AB', expected: 'Assembly Bill' },
    { state: 'WI', type: 'HB', expected: undefined },
    { state: 'NY', type: 'K', expected: 'Assembly Resolution' },
    { state: 'IL', type: 'HJRCA', expected: 'House Joint Resolution Constitutional Amendment' },
    { state: 'SD', type: 'HC', expected: 'House Commemoration' },
    { state: 'NE', type: 'LB', expected: 'Legislative Bill' },
    { state: 'DC', type: 'CER', expected: 'Ceremonial Resolution' },
    { state: 'CA', type: 'ACA', expected: 'Assembly Constitutional Amendment' },
    { state: 'NV', type: 'AJR', expected: 'Assembly Joint Resolution' },
    { state: 'TX', type: '', expected: undefined },
  ])('$state $type -> $expected', ({ state, type, expected }) => {
    expect(billTypeName(state, type)).toBe(expected);
  });
});
