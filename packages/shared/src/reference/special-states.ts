import type { StateCode } from './states';

// The spec lists these 18 codes and a case-insensitive membership check, but not what membership means, so the name
// says only what the set is. Rename it once its purpose is known.
export const eighteenStateCodes = [
  'CO',
  'DE',
  'IA',
  'KS',
  'ME',
  'MO',
  'MS',
  'MT',
  'ND',
  'NE',
  'OH',
  'OK',
  'RI',
  'SD',
  'TX',
  'UT',
  'VT',
  'WY',
] as const satisfies readonly StateCode[];

export type EighteenStateCode = (typeof eighteenStateCodes)[number];

export const eighteenStateSet: ReadonlySet<string> = new Set(eighteenStateCodes);

export const isSpecialState = (code: string): boolean => eighteenStateSet.has(code.trim().toUpperCase());
