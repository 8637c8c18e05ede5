import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, listParam, pageParam, pageSizeParam } from '../common/query-params';
import { personRefSchema } from '../positions/positions.schemas';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

/**
 * The three kinds of remark and who reads each: bill remarks go with the bill to everyone the account shares it
 * with (its lobbyists now, portal clients and guests later); account remarks stay inside the account's team;
 * personal remarks are for their author only.
 */
export const remarkKinds = ['bill', 'account', 'personal'] as const;
export type RemarkKind = (typeof remarkKinds)[number];

/**
 * Each kind's tab label, its noun in sentences ("No team remarks") and who sees it, on the bill page and /remarks.
 * "Team only", not "Team", because the bill page's tab holding these is already called Team.
 */
export const remarkKindInfo: Record<RemarkKind, { label: string; noun: string; audience: string }> = {
  bill: {
    label: 'Shared',
    noun: 'shared',
    audience: 'Everyone the bill is shared with: your team, your lobbyists and, later, portal clients.',
  },
  account: {
    label: 'Team only',
    noun: 'team',
    audience: 'Your team only (admins, users and analysts of this account).',
  },
  personal: { label: 'Private', noun: 'private', audience: 'Only you.' },
};

/** The path segment of each kind's POST and GET calls under /api/remarks. */
export const remarkKindPaths: Record<RemarkKind, string> = {
  bill: '/api/remarks/bill',
  account: '/api/remarks/bill/account',
  personal: '/api/remarks/bill/personal',
};

export const REMARK_BODY_MAX = 5000;
/** How many of a bill's remarks of one kind one reply carries, newest first. */
export const BILL_REMARKS_LIMIT = 200;

const remarkBody = z
  .string({ error: 'body must be text' })
  .trim()
  .min(1, 'Write something: a remark cannot be empty')
  .max(REMARK_BODY_MAX, `A remark can be at most ${REMARK_BODY_MAX} characters`);

/** POST /api/remarks/bill, /bill/account, /bill/personal. */
export const createRemarkRequestSchema = z.object({ billId: billIdSchema, body: remarkBody }).describe('CreateRemark');
export type CreateRemarkRequest = z.infer<typeof createRemarkRequestSchema>;

/** PATCH /api/remarks/{id}: the author changes the text (the kind stays). */
export const updateRemarkRequestSchema = z.object({ body: remarkBody }).describe('UpdateRemark');
export type UpdateRemarkRequest = z.infer<typeof updateRemarkRequestSchema>;

export const remarkSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(remarkKinds),
    billId: z.string(),
    body: z.string(),
    author: personRefSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    edited: z.boolean().describe('Whether the text changed after it was written.'),
    canEdit: z.boolean().describe('Only the author edits.'),
    canDelete: z.boolean().describe('The author; admins also delete shared and team remarks.'),
  })
  .describe('Remark');
export type Remark = z.infer<typeof remarkSchema>;

export const billRemarksQuerySchema = z.object({ billId: billIdSchema });

export const billRemarksReplySchema = z
  .object({
    data: z.array(remarkSchema).describe(`Newest first, at most ${BILL_REMARKS_LIMIT}.`),
    total: z.number().int().describe('How many there are in all.'),
    canWrite: z.boolean().describe('Whether the caller may add a remark of this kind.'),
  })
  .describe('BillRemarksReply');
export type BillRemarksReply = z.infer<typeof billRemarksReplySchema>;

export const remarkIdParamsSchema = z.object({ id: idParam('id') });

export const remarkSortValues = ['newest', 'oldest', 'relevance'] as const;
export type RemarkSort = (typeof remarkSortValues)[number];
export const REMARK_PAGE_SIZES = [10, 25, 50, 100] as const;

const stateCodeParam = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCode must be a two-letter state code' })
  .refine((value) => parseStateCode(value) !== undefined, { error: 'stateCode must be a two-letter state code' })
  .transform((value) => value.toUpperCase());

/** GET /api/remarks/search. */
export const remarkSearchQuerySchema = z.object({
  stateCode: stateCodeParam.optional(),
  sessionCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 25R or 892' })
    .transform((value) => value.toUpperCase())
    .optional(),
  q: z.string().trim().max(200, 'q can be at most 200 characters').optional().describe('Words in the remark.'),
  tags: listParam(idParam('tags'))
    .refine((ids) => ids.length <= 50, 'At most 50 tags')
    .optional()
    .describe('Tag ids: remarks on bills that carry any of these tags.'),
  kind: z.enum(remarkKinds, { error: `kind must be one of ${remarkKinds.join(', ')}` }).optional(),
  author: z
    .union([z.literal('me'), idParam('author')], { error: 'author must be "me" or a user id' })
    .optional()
    .describe('"me" or a user id: remarks written by them.'),
  sort: z
    .enum(remarkSortValues, { error: `sort must be one of ${remarkSortValues.join(', ')}` })
    .default('newest')
    .describe('relevance ranks by q and falls back to newest without one.'),
  page: pageParam,
  pageSize: pageSizeParam(100, 25),
});
export type RemarkSearchQuery = z.input<typeof remarkSearchQuerySchema>;
export type RemarkSearchFilters = z.output<typeof remarkSearchQuerySchema>;

export const remarkSearchResultSchema = remarkSchema
  .extend({
    snippet: z
      .string()
      .describe('The text around the matched words, matches in <mark>; the start of the remark otherwise.'),
    bill: z.object({
      id: z.string(),
      identifier: z.string(),
      title: z.string(),
      stateCode: z.string(),
      sessionCode: z.string(),
    }),
  })
  .describe('RemarkSearchResult');
export type RemarkSearchResult = z.infer<typeof remarkSearchResultSchema>;

const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const remarkSearchReplySchema = z
  .object({
    data: z.array(remarkSearchResultSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: z
      .object({
        states: z.array(facetSchema),
        sessions: z.array(facetSchema.extend({ stateCode: z.string() })),
        tags: z.array(facetSchema.extend({ color: z.string() })),
        authors: z.array(facetSchema),
      })
      .describe('What the filters can choose from: every remark the caller may see, counted (filters not applied).'),
  })
  .describe('RemarkSearchReply');
export type RemarkSearchReply = z.infer<typeof remarkSearchReplySchema>;
