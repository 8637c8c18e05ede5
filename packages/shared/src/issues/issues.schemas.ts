import { z } from 'zod';
import { idParam } from '../common/query-params';
import { personRefSchema } from '../positions/positions.schemas';

/** Decision 074: problems and requests members raise to their account's admins. */
export const issueTypeValues = ['bug', 'data', 'access', 'question', 'feature_request'] as const;
export type IssueType = (typeof issueTypeValues)[number];
export const issueStatusValues = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type IssueStatus = (typeof issueStatusValues)[number];
export const issuePriorityValues = ['low', 'normal', 'high', 'urgent'] as const;
export type IssuePriority = (typeof issuePriorityValues)[number];

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_TEXT_MAX = 10_000;

const title = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title is required')
  .max(ISSUE_TITLE_MAX, `title can be at most ${ISSUE_TITLE_MAX} characters`);
const text = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(ISSUE_TEXT_MAX, `${name} can be at most ${ISSUE_TEXT_MAX} characters`);
const issueType = z.enum(issueTypeValues, { error: `issueType must be one of ${issueTypeValues.join(', ')}` });
const status = z.enum(issueStatusValues, { error: `status must be one of ${issueStatusValues.join(', ')}` });
const priority = z.enum(issuePriorityValues, { error: `priority must be one of ${issuePriorityValues.join(', ')}` });

export const createIssueRequestSchema = z
  .object({ title, description: text('description').default(''), issueType, priority: priority.default('normal') })
  .describe('CreateIssueRequest');
export type CreateIssueRequest = z.input<typeof createIssueRequestSchema>;

/** POST /api/feature-requests: an issue of issueType feature_request. */
export const createFeatureRequestSchema = z
  .object({ title, description: text('description').default(''), priority: priority.default('normal') })
  .describe('CreateFeatureRequest');
export type CreateFeatureRequest = z.input<typeof createFeatureRequestSchema>;

/** POST /api/issues/{id}/update: a comment, a change of status, priority or type, or several at once. */
export const updateIssueRequestSchema = z
  .object({
    body: text('body').optional().describe('A comment for the thread.'),
    status: status.optional(),
    priority: priority.optional(),
    issueType: issueType.optional(),
  })
  .describe('UpdateIssueRequest');
export type UpdateIssueRequest = z.input<typeof updateIssueRequestSchema>;

export const issueSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    issueType: z.enum(issueTypeValues),
    status: z.enum(issueStatusValues),
    priority: z.enum(issuePriorityValues),
    reportedBy: personRefSchema.nullable(),
    updateCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Issue');
export type Issue = z.infer<typeof issueSchema>;

export const issueUpdateSchema = z
  .object({
    id: z.number().int(),
    by: personRefSchema.nullable(),
    body: z.string(),
    changes: z.record(z.string(), z.object({ from: z.string(), to: z.string() })),
    createdAt: z.string(),
  })
  .describe('IssueUpdate');

export const issueDetailSchema = issueSchema
  .extend({ updates: z.array(issueUpdateSchema), canManage: z.boolean() })
  .describe('IssueDetail');
export type IssueDetail = z.infer<typeof issueDetailSchema>;

export const issuesQuerySchema = z.object({
  status: status.optional(),
  issueType: issueType.optional(),
  priority: priority.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit can be at most 200')
    .default(50),
});
export const issuesReplySchema = z.object({ data: z.array(issueSchema) }).describe('IssuesReply');
export const issueIdParamsSchema = z.object({ id: idParam('id') });
