export const states = [
  { id: 'AL', name: 'Alabama' },
  { id: 'AK', name: 'Alaska' },
  { id: 'AZ', name: 'Arizona' },
  { id: 'AR', name: 'Arkansas' },
  { id: 'CA', name: 'California' },
  { id: 'CO', name: 'Colorado' },
  { id: 'CT', name: 'Connecticut' },
  { id: 'DE', name: 'Delaware' },
  { id: 'DC', name: 'District of Columbia' },
  { id: 'FL', name: 'Florida' },
  { id: 'GA', name: 'Georgia' },
  { id: 'HI', name: 'Hawaii' },
  { id: 'ID', name: 'Idaho' },
  { id: 'IL', name: 'Illinois' },
  { id: 'IN', name: 'Indiana' },
  { id: 'IA', name: 'Iowa' },
  { id: 'KS', name: 'Kansas' },
  { id: 'KY', name: 'Kentucky' },
  { id: 'LA', name: 'Louisiana' },
  { id: 'ME', name: 'Maine' },
  { id: 'MD', name: 'Maryland' },
  { id: 'MA', name: 'Massachusetts' },
  { id: 'MI', name: 'Michigan' },
  { id: 'MN', name: 'Minnesota' },
  { id: 'MS', name: 'Mississippi' },
  { id: 'MO', name: 'Missouri' },
  { id: 'MT', name: 'Montana' },
  { id: 'NE', name: 'Nebraska' },
  { id: 'NV', name: 'Nevada' },
  { id: 'NH', name: 'New Hampshire' },
  { id: 'NJ', name: 'New Jersey' },
  { id: 'NM', name: 'New Mexico' },
  { id: 'NY', name: 'New York' },
  { id: 'NC', name: 'North Carolina' },
  { id: 'ND', name: 'North Dakota' },
  { id: 'OH', name: 'Ohio' },
  { id: 'OK', name: 'Oklahoma' },
  { id: 'OR', name: 'Oregon' },
  { id: 'PA', name: 'Pennsylvania' },
  { id: 'RI', name: 'Rhode Island' },
  { id: 'SC', name: 'South Carolina' },
  { id: 'SD', name: 'South Dakota' },
  { id: 'TN', name: 'Tennessee' },
  { id: 'TX', name: 'Texas' },
  { id: 'UT', name: 'Utah' },
  { id: 'VT', name: 'Vermont' },
  { id: 'VA', name: 'Virginia' },
  { id: 'WA', name: 'Washington' },
  { id: 'WV', name: 'West Virginia' },
  { id: 'WI', name: 'Wisconsin' },
  { id: 'WY', name: 'Wyoming' },
  { id: 'US', name: 'United States' },
] as const;

export type State = (typeof states)[number];
export type StateCode = State['id'];

/** The state key that stands for every state at once (legislative context, filters). */
export const ALL_STATES_KEY = 'ALL';
export type StateKey = StateCode | typeof ALL_STATES_KEY;

/**
 * The one state a state key (the picker's choice or a page URL's: a state code or ALL) names: undefined for ALL
 * (every state) or none. The web's decoding of its picker key; the API's stateCode parameters are decoded by the
 * shared stateKeyParam (ALL becomes null), so no service calls this (decision 058).
 */
export const stateCodeOfKey = <T extends string>(stateKey: T | null | undefined): Exclude<T, 'ALL'> | undefined =>
  stateKey && stateKey.toUpperCase() !== ALL_STATES_KEY ? (stateKey as Exclude<T, 'ALL'>) : undefined;

export const DEFAULT_STATE: StateCode = 'TX';

export const stateCodes: readonly StateCode[] = states.map((state) => state.id);

const stateNameByCode: ReadonlyMap<string, string> = new Map(states.map((state) => [state.id, state.name]));

// US has no FIPS state code; DC has one (11) like a state.
export const stateCodeByFips = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
} as const satisfies Record<string, StateCode>;

export type FipsCode = keyof typeof stateCodeByFips;

// The capital's zone, since that is where hearings and floor sessions are scheduled; states split across zones
// (e.g. TX, FL, KY) are pinned to it.
export const stateTimeZones = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  US: 'America/New_York',
} as const satisfies Record<StateCode, string>;

export type StateTimeZone = (typeof stateTimeZones)[StateCode];

const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

// Names that appear in source data for the two entries that are not states.
const nameAliases: Record<string, StateCode> = {
  'washington dc': 'DC',
  'washington d.c.': 'DC',
  'washington, d.c.': 'DC',
  'united states of america': 'US',
};

const stateCodeByName: ReadonlyMap<string, StateCode> = new Map([
  ...states.map((state): [string, StateCode] => [normalizeName(state.name), state.id]),
  ...Object.entries(nameAliases),
]);

/** Exact, upper-case check; use `parseStateCode` for input that may be lower-case. */
export const isStateCode = (value: string): value is StateCode => stateNameByCode.has(value);

/** Accepts any case and surrounding spaces ('tx', ' TX '); undefined when not a known code. */
/** A code in either case as a pattern: 'TX' -> '[Tt][Xx]'. */
const anyCase = (code: string) => [...code].map((letter) => `[${letter}${letter.toLowerCase()}]`).join('');
const statePatternSource = states.map((state) => anyCase(state.id)).join('|');

/**
 * A state-code parameter, exactly: one of the codes of the list, any case. It is the whole rule, so the OpenAPI
 * document says which codes the server takes (a client generated from it never sends one it refuses).
 */
export const STATE_CODE_PATTERN = new RegExp(`^(?:${statePatternSource})$`);
/** A state code or ALL (every state), any case. */
export const STATE_KEY_PATTERN = new RegExp(`^(?:${statePatternSource}|[Aa][Ll][Ll])$`);

export const parseStateCode = (value: string): StateCode | undefined => {
  const code = value.trim().toUpperCase();
  return isStateCode(code) ? code : undefined;
};

export const getStateName = (code: string): string | undefined => stateNameByCode.get(code.trim().toUpperCase());

/** Case- and spacing-insensitive: 'texas', ' New  York ' and 'Washington, D.C.' all resolve. */
export const stateCodeFromName = (name: string): StateCode | undefined => stateCodeByName.get(normalizeName(name));

/** Accepts '06', '6' or 6 (numeric sources drop the leading zero); undefined for unknown or malformed codes. */
export const stateCodeFromFips = (fips: string | number): StateCode | undefined => {
  const text = typeof fips === 'number' ? String(fips) : fips.trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const key = text.padStart(2, '0');
  return Object.hasOwn(stateCodeByFips, key) ? stateCodeByFips[key as FipsCode] : undefined;
};

export const stateTimeZone = (code: string): StateTimeZone | undefined => {
  const stateCode = parseStateCode(code);
  return stateCode ? stateTimeZones[stateCode] : undefined;
};
