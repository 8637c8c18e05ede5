import { z } from 'zod';
export const parties = [
  { id: 'D', name: 'Democratic' },
  { id: 'R', name: 'Republican' },
  { id: 'I', name: 'Independent' },
  { id: 'L', name: 'Libertarian' },
  { id: 'G', name: 'Green' },
] as const;

export type Party = (typeof parties)[number];
export type PartyCode = Party['id'];

const partyCodeByAlias: Record<string, PartyCode> = {
  d: 'D',
  dem: 'D',
  democrat: 'D',
  democratic: 'D',
  // Minnesota's and North Dakota's Democratic affiliates.
  'democratic-farmer-labor': 'D',
  dfl: 'D',
  'democratic-npl': 'D',
  r: 'R',
  rep: 'R',
  gop: 'R',
  republican: 'R',
  i: 'I',
  ind: 'I',
  independent: 'I',
  l: 'L',
  lib: 'L',
  libertarian: 'L',
  g: 'G',
  grn: 'G',
  green: 'G',
};

/**
 * Maps a party name or code from source data to a party code, e.g. 'Democrat', 'democratic party' -> 'D'.
 * Fusion tickets count as their first party ('Republican/Conservative' -> 'R'). Parties we do not track,
 * including 'Nonpartisan' (Nebraska), give undefined rather than a guess.
 */
export const partyCodeFromName = (name: string): PartyCode | undefined => {
  const first = name.split('/')[0] ?? '';
  const key = first
    .trim()
    .toLowerCase()
    .replace(/\s+party$/, '');
  return Object.hasOwn(partyCodeByAlias, key) ? partyCodeByAlias[key] : undefined;
};

export const partyName = (code: string): string | undefined =>
  parties.find((party) => party.id === code.trim().toUpperCase())?.name;

/**
 * A party filter parameter: a one-letter code or a full name (Democratic), decoded to the code; the document
 * offers the one-letter codes.
 */
export const partyParam = z
  .string()
  .transform((value, context) => {
    const code = partyCodeFromName(value);
    if (!code) {
      context.addIssue({ code: 'custom', message: `Unknown party "${value}": use D, R, I, L or G` });
      return z.NEVER;
    }
    return code;
  })
  .meta({ enum: ['D', 'R', 'I', 'L', 'G'] });
