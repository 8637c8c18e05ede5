import { z } from 'zod';
import {
  booleanParam,
  isoDateParam,
  listParam,
  listValue,
  MAX_ROW_ID,
  pageParam,
  pageSizeParam,
} from '../common/query-params';
import { billStatusCodes, isBillStatusCode } from '../reference/bill-status';
import { partyParam } from '../reference/parties';
import { decodeSessionKey, isAllStatesSessionId } from '../reference/sessions';
import { ALL_STATES_KEY, parseStateCode, STATE_KEY_PATTERN } from '../reference/states';

// GET /api/bills' query on its own: the bills list page parses its URL with it, and a page should not build every
// other bill schema (the replies it never parses) before it can paint (decision 053). bills.schemas.ts re-exports it.
export const BILLS_DEFAULT_PAGE_SIZE = 25;
export const BILLS_MAX_PAGE_SIZE = 100;
export const BILL_SEARCH_TERM_MAX_LENGTH = 500;
/**
 * GET /api/bills counts exactly up to about this many matching bills; past it, total and facet counts are
 * estimates from a fixed pseudo-random sample of the bills (`estimated` says so).
 */
export const BILL_EXACT_COUNT_LIMIT = 2_000;

/** Orders of GET /api/bills. relevance needs a searchTerm (without one it falls back to lastAction). */
export const billSortFields = [
  'relevance',
  'lastAction',
  'introduced',
  'billNumber',
  'status',
  'title',
  'state',
] as const;
export type BillSortField = (typeof billSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * A two-letter state code or ALL (any case), decoded here once: the upper-case state code, or null for ALL (every
 * state, as when the parameter is omitted). Nothing after the schema compares a state to 'ALL'.
 */
export const stateKeyParam = z
  .string()
  .trim()
  .regex(STATE_KEY_PATTERN, { error: 'stateCode must be a two-letter state code or ALL' })
  .transform((value) => value.toUpperCase())
  .refine((value) => value === ALL_STATES_KEY || parseStateCode(value) !== undefined, {
    error: 'stateCode must be a two-letter state code or ALL',
  })
  .transform((value) => (value === ALL_STATES_KEY ? null : value));

/**
 * A session code (25R, 892, 119) or, across states, ALL_ACTIVE, MOST_RECENT or MOST_RECENT_REGULAR (any case),
 * decoded here once into a SessionSelection: `{ kind: 'code', sessionCode }` or the pseudo-session's rule
 * (`allActive`, `mostRecent`, `mostRecentRegular`). encodeSessionSelection writes it back (decision 058).
 */
export const sessionCodeParam = z
  .string()
  .trim()
  // The shape for the OpenAPI document; the refine below is the exact rule.
  .regex(/^[0-9A-Za-z_]{1,19}$/, {
    error: 'sessionCode must be a session code such as 25R or 892, or ALL_ACTIVE, MOST_RECENT, MOST_RECENT_REGULAR',
  })
  .refine((value) => isAllStatesSessionId(value.toUpperCase()) || /^[0-9A-Za-z]{1,12}$/.test(value), {
    error: 'sessionCode must be a session code such as 25R or 892, or ALL_ACTIVE, MOST_RECENT, MOST_RECENT_REGULAR',
  })
  .meta({ pattern: '^(?:[0-9A-Za-z]{1,12}|ALL_ACTIVE|MOST_RECENT|MOST_RECENT_REGULAR)$' })
  .transform(decodeSessionKey);

const statusesError = `statuses must be bill status codes ${billStatusCodes[0]}-${billStatusCodes.at(-1)} (such as 4 for Passed)`;

// The elements of the list filters, shared by the query string (listParam) and JSON bodies (listValue).
const subjectItem = z.coerce
  .number({ error: 'subjects must be subject numbers' })
  .int('subjects must be subject numbers')
  .min(0, 'subjects must be subject numbers')
  .max(MAX_ROW_ID, 'subjects must be subject numbers');
const billTypeItem = z
  .string()
  .regex(/^[A-Za-z]{1,8}$/, 'types must be bill type codes such as HB or SJR')
  .transform((value) => value.toUpperCase());
const billStatusItem = z.coerce
  .number({ error: statusesError })
  .int(statusesError)
  .refine(isBillStatusCode, { error: statusesError })
  .meta({ enum: [...billStatusCodes] });

/** GET /api/bills' fields, before the cross-field rule (the JSON-body form below swaps its lists for arrays). */
const billListQueryFields = z.object({
  page: pageParam.describe('1-based page number.'),
  pageSize: pageSizeParam(BILLS_MAX_PAGE_SIZE, BILLS_DEFAULT_PAGE_SIZE).describe(
    `Bills per page, 1-${BILLS_MAX_PAGE_SIZE} (default ${BILLS_DEFAULT_PAGE_SIZE}).`,
  ),
  stateCode: stateKeyParam
    .optional()
    .describe('Two-letter state code, or ALL (the default) for every state. Case-insensitive.'),
  sessionCode: sessionCodeParam
    .optional()
    .describe(
      'Session code (25R, 892, 119). Across states (or for one state) the pseudo-sessions ALL_ACTIVE (sessions ' +
        'whose end date is unset or in the future, else each state’s most recent), MOST_RECENT (each state’s ' +
        'newest session) and MOST_RECENT_REGULAR (each state’s newest regular session). Omitted: every session.',
    ),
  subjects: listParam(subjectItem)
    .optional()
    .describe('Subject values (shared subject list), comma-separated or repeated; a bill matches any of them.'),
  searchTerm: z
    .string()
    .trim()
    .max(BILL_SEARCH_TERM_MAX_LENGTH, `searchTerm can be at most ${BILL_SEARCH_TERM_MAX_LENGTH} characters`)
    .optional()
    .describe(
      'Full-text search in web-search syntax: words are ANDed, "quoted phrases" match as phrases, OR between ' +
        'words, -word excludes. A bill id (TX-892-HB-1) or identifier (HB 1, HB1) also matches that bill. ' +
        'Searches title and identifier (weight A), abstract and subject terms (B), the latest version text (C) and ' +
        'the sponsors’ names (D: a sponsor’s name finds their bills).',
    ),
  types: listParam(billTypeItem)
    .optional()
    .describe('Bill type codes (HB, SB, HJR, ...), comma-separated or repeated.'),
  statuses: listParam(billStatusItem)
    .optional()
    .describe(
      'Bill status codes (shared billStatuses: 0 Pre-filed, 1 Introduced, 2 Engrossed, 3 Enrolled, 4 Passed, ' +
        '5 Vetoed, 6 Failed), comma-separated or repeated; a bill matches any of them. The status facet gives the values.',
    ),
  authorName: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Part of a sponsor’s or author’s name (any sponsorship), case-insensitive.'),
  statuteSection: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'A statute section the bill cites or amends, e.g. 151.001 or 42-3502.08 (from the citations found in its text).',
    ),
  statuteCode: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'A legal code key or name the bill cites, e.g. TX (Tax Code) or "Tax Code" (from the citations found in its text).',
    ),
  dateFrom: isoDateParam.optional().describe('Last action on or after this date (YYYY-MM-DD).'),
  dateTo: isoDateParam.optional().describe('Last action on or before this date (YYYY-MM-DD).'),
  parties: listParam(partyParam)
    .optional()
    .describe('Party codes (D, R, I, L, G) or names of a primary sponsor, comma-separated or repeated.'),
  textSearch: booleanParam
    .optional()
    .describe('With searchTerm: also search the full text of every version of each bill, not only the latest.'),
  rerankCompanyId: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID, 'rerankCompanyId is too large')
    .optional()
    .describe(
      'Re-rank for a company’s interests: bills it lobbied or testified on, that name it, or that match the ' +
        'subjects it lobbies on and its keywords come first, each with its reasons (relevance).',
    ),
  rerankProgress: booleanParam
    .optional()
    .describe('Put bills that have gone further (enrolled, passed) first, then apply the chosen sort.'),
  onlyCommitteeChairFiled: booleanParam
    .optional()
    .describe('Only bills filed by a committee chair: the first primary sponsor chairs (not vice-chairs) a committee.'),
  sort: z
    .enum(billSortFields, { error: `sort must be one of ${billSortFields.join(', ')}` })
    .optional()
    .describe(
      'Order: relevance (default with searchTerm), lastAction (default otherwise), introduced, billNumber, status, title, state.',
    ),
  order: z
    .enum(sortOrders, { error: 'order must be asc or desc' })
    .optional()
    .describe('asc or desc; default desc for relevance, lastAction, introduced and status, asc for the others.'),
});

/** The bill filters' one cross-field rule: the operations that take the filters quote this 400 message. */
export const DATES_IN_ORDER_MESSAGE = 'dateFrom must not be after dateTo';
const datesInOrder = {
  check: (query: { dateFrom?: string; dateTo?: string }) =>
    !(query.dateFrom && query.dateTo && query.dateFrom > query.dateTo),
  rule: { error: DATES_IN_ORDER_MESSAGE, path: ['dateFrom'] },
};

/** GET /api/bills. Every filter of SPEC section 3; lists are comma-separated or repeated parameters. */
export const billListQuerySchema = billListQueryFields
  .refine(datesInOrder.check, datesInOrder.rule)
  .describe('BillListQuery');
export type BillListQuery = z.output<typeof billListQuerySchema>;
export type BillListQueryInput = z.input<typeof billListQuerySchema>;

/**
 * The same filters inside a JSON body (the reports' advanced search and search selections): every list is a real
 * JSON array of its elements, numbers as numbers (decision 066); the other fields are as in the query.
 */
export const billListBodySchema = billListQueryFields
  .extend({
    subjects: listValue(subjectItem)
      .optional()
      .describe('Subject values (shared subject list), as an array; a bill matches any of them.'),
    types: listValue(billTypeItem).optional().describe('Bill type codes (HB, SB, HJR, ...), as an array.'),
    statuses: listValue(billStatusItem)
      .optional()
      .describe(
        'Bill status codes (shared billStatuses: 0 Pre-filed, 1 Introduced, 2 Engrossed, 3 Enrolled, 4 Passed, ' +
          '5 Vetoed, 6 Failed), as an array; a bill matches any of them.',
      ),
    parties: listValue(partyParam)
      .optional()
      .describe('Party codes (D, R, I, L, G) or names of a primary sponsor, as an array.'),
  })
  .refine(datesInOrder.check, datesInOrder.rule);
/**
 * The query as a URL or a request writes it: the decoded query with the session as its key again (25R,
 * ALL_ACTIVE). What the web's bill filters build and send.
 */
export type BillListParams = Omit<BillListQuery, 'sessionCode'> & { sessionCode?: string };
