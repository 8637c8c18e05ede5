import {
  BILLS_DEFAULT_PAGE_SIZE,
  type BillListParams,
  type BillListQuery,
  billListQuerySchema,
} from '@statehouse/shared/bills/bill-list-query';
import { DEFAULT_ALL_STATES_SESSION, encodeSessionSelection } from '@statehouse/shared/reference/sessions';
import { ALL_STATES_KEY, DEFAULT_STATE } from '@statehouse/shared/reference/states';

/** `sessionCode=any` in the page URL: every session of the chosen state(s), not the default one. */
export const ANY_SESSION = 'any';

export type BillFilters = Omit<BillListQuery, 'stateCode' | 'sessionCode'> & {
  /** The state key as the URL and the picker write it: a state code, or ALL (the schema decodes ALL to null). */
  stateCode?: string;
  /**
   * The session key as the URL and the picker write it: a session code or a pseudo-session (ALL_ACTIVE); the
   * schema decodes it to a SessionSelection, and parseBillFilters encodes it back.
   */
  sessionCode?: string;
  /** The URL asked for every session explicitly (sessionCode=any). */
  anySession: boolean;
};

/** Filters in the order they are written to the URL. */
const urlKeys = [
  'searchTerm',
  'textSearch',
  'stateCode',
  'sessionCode',
  'subjects',
  'types',
  'statuses',
  'parties',
  'authorName',
  'statuteCode',
  'statuteSection',
  'dateFrom',
  'dateTo',
  'rerankProgress',
  'rerankCompanyId',
  'onlyCommitteeChairFiled',
  'sort',
  'order',
  'page',
  'pageSize',
] as const satisfies readonly (keyof BillListQuery)[];

function readRaw(searchParams: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    if (!(urlKeys as readonly string[]).includes(key)) continue;
    const values = searchParams.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 1) raw[key] = values[0] as string;
    else if (values.length > 1) raw[key] = values;
  }
  return raw;
}

/**
 * The filters of the /bills URL, parsed with the API's own schema. A parameter the schema refuses is dropped
 * (a hand-edited or stale link still opens), the rest are kept.
 */
export function parseBillFilters(searchParams: URLSearchParams): BillFilters {
  const raw = readRaw(searchParams);
  const anySession = typeof raw.sessionCode === 'string' && raw.sessionCode.toLowerCase() === ANY_SESSION;
  if (anySession) delete raw.sessionCode;
  let result = billListQuerySchema.safeParse(raw);
  for (let attempt = 0; !result.success && attempt < urlKeys.length; attempt++) {
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
    result = billListQuerySchema.safeParse(raw);
  }
  const { stateCode, sessionCode, ...query } = result.success ? result.data : billListQuerySchema.parse({});
  return {
    ...query,
    ...(stateCode !== undefined && { stateCode: stateCode ?? ALL_STATES_KEY }),
    ...(sessionCode !== undefined && { sessionCode: encodeSessionSelection(sessionCode) }),
    anySession,
  };
}

type FilterValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Writes filters back to URL parameters, leaving out defaults so that links stay short. */
export function billFiltersToSearchParams(filters: Partial<BillFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of urlKeys) {
    const value = filters[key] as FilterValue;
    if (key === 'sessionCode' && filters.anySession) {
      params.set(key, ANY_SESSION);
      continue;
    }
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === BILLS_DEFAULT_PAGE_SIZE) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  return params;
}

/** Changing any filter but the page sends the user back to page 1. */
export function withFilter(filters: BillFilters, patch: Partial<BillFilters>): BillFilters {
  const next = { ...filters, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

export type LegislativeDefaults = {
  stateCode: string | undefined;
  sessionCode: string | undefined;
  /** Sessions of the context's state are still loading: its session is not known yet. */
  isLoadingSessions?: boolean;
};

/**
 * What to ask the API: the URL's filters, with the state and session of the app (the header's picker, whose
 * default session the server chose) when the URL names none. Not ready while the app's session for its state is
 * still loading. The web picks no session of its own: a state that is not the app's, or one the server lists no
 * session for, is asked for with every session (ALL with its default pseudo-session).
 */
export function resolveBillQuery(
  filters: BillFilters,
  context: LegislativeDefaults,
): { query: Partial<BillListParams>; ready: boolean } {
  const { anySession, ...query } = filters;
  const stateCode = query.stateCode ?? context.stateCode ?? DEFAULT_STATE;
  let sessionCode = query.sessionCode;
  let ready = true;
  if (!sessionCode && !anySession) {
    // The app's state, or the one it is still choosing (its session is then still to come).
    const appState = context.stateCode === undefined || stateCode === context.stateCode;
    if (stateCode === context.stateCode && context.sessionCode) sessionCode = context.sessionCode;
    else if (appState && context.isLoadingSessions) ready = false;
    else if (stateCode === ALL_STATES_KEY) sessionCode = DEFAULT_ALL_STATES_SESSION;
  }
  return { query: { ...query, stateCode, sessionCode }, ready };
}

/** How many filters (beyond state and session) narrow the list: shown on the mobile Filters button. */
export function countActiveFilters(filters: BillFilters): number {
  return [
    filters.subjects?.length,
    filters.types?.length,
    filters.statuses?.length,
    filters.parties?.length,
    filters.authorName,
    filters.statuteCode,
    filters.statuteSection,
    filters.dateFrom,
    filters.dateTo,
    filters.rerankProgress,
    filters.rerankCompanyId,
    filters.onlyCommitteeChairFiled,
  ].filter(Boolean).length;
}
