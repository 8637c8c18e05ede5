import { z } from 'zod';
import { idParam, MAX_ROW_ID } from '../common/query-params';
import { taskMetricsSchema } from '../tasks/tasks.schemas';

/** A member who can be given work in the analyst portal, with their workload. */
export const analystSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.string(),
    teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
    openTasks: z.number().int(),
    overdueTasks: z.number().int(),
    billsOwned: z.number().int(),
  })
  .describe('Analyst');
export type Analyst = z.infer<typeof analystSchema>;

export const analystsReplySchema = z
  .object({ data: z.array(analystSchema), canManage: z.boolean() })
  .describe('AnalystsReply');
export type AnalystsReply = z.infer<typeof analystsReplySchema>;

/** GET /api/analysts/candidates: the members a task or a bill can be given to (active admins, users and analysts). */
export const analystCandidatesReplySchema = z
  .object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })) })
  .describe('AnalystCandidatesReply');
export type AnalystCandidatesReply = z.infer<typeof analystCandidatesReplySchema>;

const field = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} can be at most ${max} characters`);

/** POST /api/analysts: an admin adds an analyst with a sign-in of their own (no seat, decision 007). */
export const createAnalystRequestSchema = z
  .object({
    username: field('username', 50).regex(
      /^[A-Za-z0-9._-]+$/,
      'username may hold letters, digits, dots, dashes and underscores',
    ),
    email: z.email({ error: 'email must be an e-mail address' }).max(254),
    firstName: field('firstName', 100),
    lastName: field('lastName', 100),
    password: z
      .string({ error: 'password must be text' })
      .min(8, 'password must be at least 8 characters')
      .max(200, 'password can be at most 200 characters'),
  })
  .describe('CreateAnalystRequest');
export type CreateAnalystRequest = z.input<typeof createAnalystRequestSchema>;

export const createdAnalystSchema = z
  .object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() })
  .describe('CreatedAnalyst');

/** POST /api/email/new-analyst: mail an analyst of the account their sign-in name and the portal's address. */
export const newAnalystEmailRequestSchema = z
  .object({
    userId: z
      .number({ error: 'userId must be a whole number' })
      .int('userId must be a whole number')
      .positive('userId must be a user id')
      .max(MAX_ROW_ID, 'userId must be a user id'),
  })
  .describe('NewAnalystEmailRequest');
export const newAnalystEmailReplySchema = z
  .object({ delivery: z.enum(['email', 'none']), message: z.string() })
  .describe('NewAnalystEmailReply');

export const analystMetricsSchema = taskMetricsSchema
  .extend({ analyst: z.object({ id: z.number().int(), name: z.string(), role: z.string() }) })
  .describe('AnalystMetrics');
export type AnalystMetrics = z.infer<typeof analystMetricsSchema>;

/** GET /api/analysts/metrics: the account's totals and each member's. */
export const analystsMetricsReplySchema = z
  .object({
    account: taskMetricsSchema,
    analysts: z.array(analystMetricsSchema),
    unownedTrackedBills: z.number().int().describe('Tracked bills with no owner.'),
  })
  .describe('AnalystsMetricsReply');
export type AnalystsMetricsReply = z.infer<typeof analystsMetricsReplySchema>;

export const analystIdParamsSchema = z.object({ id: idParam('id') });
