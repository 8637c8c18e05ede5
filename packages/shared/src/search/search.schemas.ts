import { z } from 'zod';
import { listParam, pageParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_TERM_MAX_LENGTH = 200;

/** GET /api/search: one term across bills, members, committees, statutes and regulations. */
export const searchQuerySchema = z
  .object({
    term: z
      .string({ error: 'term is required' })
      .trim()
      .min(1, 'term is required')
      .max(SEARCH_TERM_MAX_LENGTH, `term can be at most ${SEARCH_TERM_MAX_LENGTH} characters`)
      .describe('What to look for, in web-search syntax ("quoted phrase", OR, -word). Names match by prefix too.'),
    page: pageParam.describe('1-based page, applied to each group.'),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(SEARCH_MAX_LIMIT, `limit can be at most ${SEARCH_MAX_LIMIT}`)
      .default(SEARCH_DEFAULT_LIMIT)
      .describe(`Results per group (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT}).`),
    stateCodes: listParam(
      z
        .string()
        .transform((value) => value.toUpperCase())
        .refine((value) => parseStateCode(value) !== undefined, { error: 'stateCodes must be two-letter state codes' })
        .meta({ pattern: STATE_CODE_PATTERN.source }),
    )
      .optional()
      .describe('Only these states (comma-separated or repeated); every state when omitted.'),
    preferStateCode: z
      .string()
      .transform((value) => value.toUpperCase())
      .refine((value) => parseStateCode(value) !== undefined, {
        error: 'preferStateCode must be a two-letter state code',
      })
      .meta({ pattern: STATE_CODE_PATTERN.source })
      .optional()
      .describe(
        "This state's results first in every group (the app's chosen state), then the others by relevance; each " +
          'group then says how many of its results are from that state.',
      ),
  })
  .describe('SearchQuery');
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchBillHitSchema = z
  .object({
    id: z.string(),
    stateCode: z.string(),
    sessionCode: z.string(),
    identifier: z.string(),
    title: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    lastActionDate: z.string().nullable(),
    snippet: z.string().nullable().describe('HTML-escaped passage with matches in <mark>…</mark>.'),
    rank: z.number(),
  })
  .describe('SearchBillHit');

export const searchMemberHitSchema = z
  .object({
    id: z.string().describe('Member id (/members/:id).'),
    stateCode: z.string(),
    name: z.string(),
    party: z.string().nullable().describe('Party name as the source gives it.'),
    chamber: z.string().nullable(),
    district: z.string().nullable(),
    image: z.string().nullable(),
    isCurrent: z.boolean(),
  })
  .describe('SearchMemberHit');

export const searchCommitteeHitSchema = z
  .object({
    id: z.string().describe('Committee id (/committees/:id).'),
    stateCode: z.string(),
    name: z.string(),
    chamber: z.string().nullable(),
    classification: z.string(),
  })
  .describe('SearchCommitteeHit');

export const searchSectionHitSchema = z
  .object({
    id: z.number().int().describe('Section id (/statutes/:id or /regs/:id).'),
    stateCode: z.string(),
    code: z.string(),
    section: z.string(),
    heading: z.string().nullable(),
    snippet: z.string().nullable().describe('HTML-escaped passage with matches in <mark>…</mark>.'),
    rank: z.number(),
  })
  .describe('SearchSectionHit');

const group = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    inPreferredState: z
      .number()
      .int()
      .optional()
      .describe('With preferStateCode: how many of the total are from that state (listed first).'),
  });

export const searchResponseSchema = z
  .object({
    term: z.string(),
    page: z.number().int(),
    limit: z.number().int(),
    preferStateCode: z.string().nullable().describe('The state ranked first, or null when every state ranks alike.'),
    bills: group(searchBillHitSchema),
    members: group(searchMemberHitSchema),
    committees: group(searchCommitteeHitSchema),
    statutes: group(searchSectionHitSchema),
    regulations: group(searchSectionHitSchema),
  })
  .describe('SearchResults');
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/search/test-connection: whether the search engine answers, and over how much. */
export const searchConnectionSchema = z
  .object({
    ok: z.boolean(),
    engine: z.literal('postgresql-full-text').describe('Search runs in the database itself.'),
    database: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().describe('Time of one probe query.'),
    indexed: z.object({
      bills: z.number().int(),
      members: z.number().int(),
      committees: z.number().int(),
      statutes: z.number().int(),
      regulations: z.number().int(),
    }),
  })
  .describe('SearchConnection');
export type SearchConnection = z.infer<typeof searchConnectionSchema>;
