import { isStateCode, states, stateTimeZones } from '@statehouse/shared/reference/states';
import type { DbOrTx } from '../../db/client';
import { jurisdictions } from '../../db/schema/jurisdictions';
import { upsertRows } from './upsert';

type JurisdictionRow = typeof jurisdictions.$inferInsert;

const ocdIdFor = (code: string): string => {
  if (code === 'US') return 'ocd-jurisdiction/country:us/government';
  if (code === 'DC') return 'ocd-jurisdiction/country:us/district:dc/government';
  if (code === 'PR') return 'ocd-jurisdiction/country:us/territory:pr/government';
  return `ocd-jurisdiction/country:us/state:${code.toLowerCase()}/government`;
};

/** Every jurisdiction the product knows: the shared state list plus Puerto Rico (openstates-people has it). */
export const allJurisdictions: JurisdictionRow[] = [
  ...states.map((state) => ({
    id: state.id,
    ocdId: ocdIdFor(state.id),
    name: state.name,
    classification: state.id === 'US' ? 'country' : state.id === 'DC' ? 'district' : 'state',
    timezone: stateTimeZones[state.id],
  })),
  {
    id: 'PR',
    ocdId: ocdIdFor('PR'),
    name: 'Puerto Rico',
    classification: 'territory',
    timezone: 'America/Puerto_Rico',
  },
];

const knownCodes = new Set(allJurisdictions.map((row) => row.id));

export const isJurisdictionCode = (code: string): boolean => knownCodes.has(code);

export const timezoneOf = (code: string): string =>
  isStateCode(code) ? stateTimeZones[code] : code === 'PR' ? 'America/Puerto_Rico' : 'America/New_York';

/**
 * The jurisdiction code of an OCD jurisdiction or division id, e.g.
 * ocd-jurisdiction/country:us/state:tx/government -> TX; undefined when it names none we know.
 */
export function jurisdictionFromOcdId(ocdId: string): string | undefined {
  const match = /\/(?:state|district|territory):([a-z]{2})(?:\/|$)/.exec(ocdId);
  if (match?.[1]) {
    const code = match[1].toUpperCase();
    return knownCodes.has(code) ? code : undefined;
  }
  return /^ocd-(?:jurisdiction|division)\/country:us(?:\/government)?$/.test(ocdId) ? 'US' : undefined;
}

/** Inserts (or refreshes) every known jurisdiction; cheap, run at the start of an import. */
export async function ensureJurisdictions(db: DbOrTx): Promise<void> {
  await upsertRows(db, jurisdictions, allJurisdictions, { target: jurisdictions.id });
}
