import { ALL_STATES_KEY, parseStateCode, type StateCode } from './states';

export type ReferenceSession = { readonly id: string; readonly name: string };

/** The sessions offered when the state is ALL; they select by rule across states rather than name one session. */
export const allStatesSessions = [
  { id: 'ALL_ACTIVE', name: 'All active sessions' },
  { id: 'MOST_RECENT', name: 'Most recent session' },
  { id: 'MOST_RECENT_REGULAR', name: 'Most recent regular session' },
] as const;

export type AllStatesSessionId = (typeof allStatesSessions)[number]['id'];

export const DEFAULT_ALL_STATES_SESSION: AllStatesSessionId = 'ALL_ACTIVE';

const allStatesSessionIds: ReadonlySet<string> = new Set(allStatesSessions.map((session) => session.id));

export const isAllStatesSessionId = (id: string): id is AllStatesSessionId => allStatesSessionIds.has(id);

/**
 * A session parameter decoded once, by the shared schema (sessionCodeParam): one session code, or the rule of a
 * pseudo-session. Code below the schema switches on `kind` and never compares a session to a pseudo-session's name.
 */
export type SessionSelection =
  | { readonly kind: 'code'; readonly sessionCode: string }
  | { readonly kind: 'allActive' }
  | { readonly kind: 'mostRecent' }
  | { readonly kind: 'mostRecentRegular' };

const pseudoSessionKinds = {
  ALL_ACTIVE: 'allActive',
  MOST_RECENT: 'mostRecent',
  MOST_RECENT_REGULAR: 'mostRecentRegular',
} as const satisfies Record<AllStatesSessionId, Exclude<SessionSelection['kind'], 'code'>>;

/** A session key (25R, 892, ALL_ACTIVE, any case) as a SessionSelection; a session code is upper-cased. */
export const decodeSessionKey = (sessionKey: string): SessionSelection => {
  const key = sessionKey.trim().toUpperCase();
  return isAllStatesSessionId(key) ? { kind: pseudoSessionKinds[key] } : { kind: 'code', sessionCode: key };
};

/** The session key a URL or a request writes for a selection: the inverse of decodeSessionKey. */
export const encodeSessionSelection = (selection: SessionSelection): string => {
  if (selection.kind === 'code') return selection.sessionCode;
  const kind = selection.kind;
  return allStatesSessions.find((session) => pseudoSessionKinds[session.id] === kind)?.id ?? kind;
};

/**
 * The one session a session key (a sessionCode parameter or choice) names: undefined for a pseudo-session
 * (ALL_ACTIVE, MOST_RECENT, MOST_RECENT_REGULAR: a rule, not a session) or none.
 */
export const sessionCodeOfKey = (sessionKey: string | null | undefined): string | undefined =>
  sessionKey && !isAllStatesSessionId(sessionKey.toUpperCase()) ? sessionKey : undefined;

/** Session ids are two digits and then a digit or R: the 2025 regular session is 25R. */
export const regularSession2025 = { id: '25R', name: '2025 Regular Session' } as const;

// Texas numbers sessions by legislature (892 = 89th Legislature, 2nd called session) and New Jersey's session spans
// two years; every other state defaults to 25R. The 119th Congress began in 2025, so its id is 25R too (decision
// 008), only its name differs.
export const defaultSessionOverrides = {
  TX: { id: '89R', name: '89th Legislature, Regular Session (2025)' },
  NJ: { id: '24R', name: '2024-2025 Regular Session' },
  US: { id: '25R', name: '119th Congress' },
} as const satisfies Partial<Record<StateCode, ReferenceSession>>;

/**
 * The session selected when a state's sessions load and none is marked default; ALL gets ALL_ACTIVE.
 * Undefined for codes that are neither a state nor ALL. Case-insensitive.
 */
export const defaultSessionFor = (stateCode: string): ReferenceSession | undefined => {
  if (stateCode.trim().toUpperCase() === ALL_STATES_KEY) {
    return allStatesSessions.find((session) => session.id === DEFAULT_ALL_STATES_SESSION);
  }
  const code = parseStateCode(stateCode);
  if (!code) return undefined;
  return Object.hasOwn(defaultSessionOverrides, code)
    ? defaultSessionOverrides[code as keyof typeof defaultSessionOverrides]
    : regularSession2025;
};
