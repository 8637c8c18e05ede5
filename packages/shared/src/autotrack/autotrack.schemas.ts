import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, idValue, isoDateParam, pageParam, pageSizeParam } from '../common/query-params';
import { autoTrackStateSchema } from '../setup/setup.schemas';

export const matchOutcomes = ['pending', 'approved', 'rejected'] as const;
export type MatchOutcome = (typeof matchOutcomes)[number];
export const matchLevels = ['high', 'medium', 'low'] as const;
export type MatchLevel = (typeof matchLevels)[number];
export const matchLevelLabels: Record<MatchLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const matchOutcomeLabels: Record<MatchOutcome, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** full: every bill of the states; changed: bills changed since the state's last finished run. */
export const autoTrackRunTypes = ['full', 'changed'] as const;

export const matchExplanationSchema = z
  .object({
    keywords: z.array(
      z.object({
        keyword: z.string(),
        where: z.enum(['title', 'summary', 'text']),
        passage: z.string().describe('The words around the keyword in the bill.'),
      }),
    ),
    subjects: z.array(
      z.object({
        value: z.number().int(),
        label: z.string(),
        keyword: z
          .string()
          .optional()
          .describe('Set when the subject was not chosen: the keyword of the organization that names it.'),
      }),
    ),
    companies: z.array(z.object({ id: z.number().int(), name: z.string(), passage: z.string() })),
    sections: z.array(z.object({ code: z.string(), section: z.string(), kind: z.string() })),
    similarTracked: z.array(z.object({ billId: z.string(), identifier: z.string(), similarity: z.number() })),
    rejectedPenalty: z
      .object({ billId: z.string(), identifier: z.string(), similarity: z.number(), reason: z.string() })
      .nullable()
      .describe('The rejected bill most like this one, which lowered its score.'),
    summary: z.string().describe('The explanation in one line.'),
  })
  .describe('MatchExplanation');
export type MatchExplanationReply = z.infer<typeof matchExplanationSchema>;

export const autoTrackMatchSchema = z
  .object({
    id: z.number().int(),
    billId: z.string(),
    identifier: z.string(),
    stateCode: z.string(),
    title: z.string(),
    lastActionDate: z.string().nullable(),
    score: z.number().int().min(0).max(100),
    priority: z.enum(matchLevels),
    impact: z.enum(matchLevels),
    outcome: z.enum(matchOutcomes),
    rejectReason: z.string().nullable(),
    decidedAt: z.string().nullable(),
    explanation: matchExplanationSchema,
    createdAt: z.string(),
  })
  .describe('AutoTrackMatch');
export type AutoTrackMatch = z.infer<typeof autoTrackMatchSchema>;

const scoreParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number from 0 to 100` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be at least 0`)
    .max(100, `${name} can be at most 100`);

/** The fields of GET /api/autotracked-bills/matches, without the cross-field rules (the web's URL reads these). */
export const matchesQueryFields = z.object({
  outcome: z.enum(matchOutcomes, { error: `outcome must be one of ${matchOutcomes.join(', ')}` }).optional(),
  page: pageParam,
  pageSize: pageSizeParam(100, 25),
  search: z.string().trim().max(200, 'search can be at most 200 characters').optional(),
  minScore: scoreParam('minScore').optional(),
  maxScore: scoreParam('maxScore').optional(),
  rejectedStart: isoDateParam.optional().describe('Rejected on or after this date.'),
  rejectedEnd: isoDateParam.optional().describe('Rejected on or before this date.'),
  priority: z.enum(matchLevels, { error: 'priority must be high, medium or low' }).optional(),
  impact: z.enum(matchLevels, { error: 'impact must be high, medium or low' }).optional(),
});

export const matchesQuerySchema = matchesQueryFields
  .refine((query) => query.minScore === undefined || query.maxScore === undefined || query.minScore <= query.maxScore, {
    error: 'minScore cannot be above maxScore',
    path: ['minScore'],
  })
  .refine((query) => !query.rejectedStart || !query.rejectedEnd || query.rejectedStart <= query.rejectedEnd, {
    error: 'rejectedStart cannot be after rejectedEnd',
    path: ['rejectedStart'],
  })
  .describe('AutoTrackMatchesQuery');
export type MatchesQuery = z.output<typeof matchesQuerySchema>;
/** The query as the web sends it. */
export type MatchesParams = Partial<MatchesQuery>;

export const matchesReplySchema = z
  .object({
    data: z.array(autoTrackMatchSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  })
  .describe('AutoTrackMatchesReply');
export type MatchesReply = z.infer<typeof matchesReplySchema>;

export const autoTrackedSorts = ['score', 'recent', 'bill'] as const;
export const autoTrackedQuerySchema = z
  .object({
    sorted: z.enum(autoTrackedSorts, { error: 'sorted must be score, recent or bill' }).default('score'),
    page: pageParam,
    pageSize: pageSizeParam(100, 25),
  })
  .describe('AutoTrackedBillsQuery');

export const autoTrackedBillSchema = z
  .object({
    billTagId: z.number().int().describe('The tag_bills row: DELETE /api/autotracked-bills/{billTagId} untracks it.'),
    billId: z.string(),
    identifier: z.string(),
    stateCode: z.string(),
    title: z.string(),
    tag: z.object({ id: z.number().int(), name: z.string(), color: z.string() }),
    score: z.number().int().nullable(),
    priority: z.enum(matchLevels).nullable(),
    trackedAt: z.string(),
  })
  .describe('AutoTrackedBill');
export const autoTrackedReplySchema = z
  .object({
    data: z.array(autoTrackedBillSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('AutoTrackedBillsReply');
export type AutoTrackedReply = z.infer<typeof autoTrackedReplySchema>;

export const autoTrackedBillDetailSchema = z
  .object({ match: autoTrackMatchSchema, tracked: z.array(autoTrackedBillSchema) })
  .describe('AutoTrackedBillDetail');
export type AutoTrackedBillDetail = z.infer<typeof autoTrackedBillDetailSchema>;

export const billIdParamsSchema = z.object({ billId: billIdSchema });
export const masterBillIdParamsSchema = z.object({ masterBillId: billIdSchema });
export const billTagIdParamsSchema = z.object({ billTagId: idParam('billTagId') });

export const approveMatchRequestSchema = z
  .object({
    tagId: idValue('tagId').optional().describe('The tag to track it under; default: the setup’s first tag.'),
  })
  .default({})
  .describe('ApproveMatchRequest');
export const rejectMatchRequestSchema = z
  .object({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(3, 'Say why in a few words (at least 3 characters)')
      .max(500, 'reason can be at most 500 characters'),
  })
  .describe('RejectMatchRequest');

export const matchDecisionReplySchema = z
  .object({ match: autoTrackMatchSchema, billTagId: z.number().int().nullable() })
  .describe('MatchDecisionReply');
export type MatchDecisionReply = z.infer<typeof matchDecisionReplySchema>;

export const deleteAutoTrackedReplySchema = z.object({ removed: z.number().int() }).describe('DeleteAutoTrackedReply');

export const autoTrackStatesRequestSchema = z
  .object({
    states: z
      .array(autoTrackStateSchema, { error: 'states must be a list of state codes' })
      .max(60)
      .transform((values) => [...new Set(values)]),
  })
  .describe('AutoTrackStatesRequest');
export const autoTrackStatesReplySchema = z.object({ states: z.array(z.string()) }).describe('AutoTrackStatesReply');

export const autoTrackCompaniesRequestSchema = z
  .object({
    companies: z
      .array(idValue('company id'), { error: 'companies must be a list of company ids' })
      .max(25, 'At most 25 companies')
      .transform((values) => [...new Set(values)]),
  })
  .describe('AutoTrackCompaniesRequest');
export const autoTrackCompaniesReplySchema = z
  .object({ companies: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .describe('AutoTrackCompaniesReply');

export const autoTrackStateStatusSchema = z
  .object({
    stateCode: z.string(),
    billsTotal: z.number().int(),
    billsScanned: z.number().int(),
    matches: z.number().int(),
    lastRunAt: z.string().nullable().describe('When the last run finished.'),
    running: z.boolean(),
    status: z.enum(['never', 'queued', 'running', 'done', 'failed']),
    error: z.string().nullable(),
  })
  .describe('AutoTrackStateStatus');
export const autoTrackStatusReplySchema = z
  .object({ data: z.array(autoTrackStateStatusSchema) })
  .describe('AutoTrackStatusReply');
export type AutoTrackStatusReply = z.infer<typeof autoTrackStatusReplySchema>;

export const startQuerySchema = z.object({
  type: z.enum(autoTrackRunTypes, { error: 'type must be full or changed' }).default('full'),
});
export const startReplySchema = z
  .object({ queued: z.array(z.string()).describe('The states whose run was queued.') })
  .describe('StartAutoTrackingReply');
