import { z } from 'zod';
import { listParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

// Live actions (issue 35, decision 069): a bill named in a recorded hearing, at the second it was said.

export const LIVE_ACTIONS_DEFAULT_LIMIT = 50;
export const LIVE_ACTIONS_MAX_LIMIT = 200;
/** Rows one CSV download carries at most. */
export const LIVE_ACTIONS_DOWNLOAD_MAX = 5000;

const stateCodeItem = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCodes must be two-letter state codes such as NY' })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, {
    error: 'stateCodes must be two-letter state codes such as NY',
  });

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit can be at most ${max}`)
    .default(fallback);

const offsetParam = z.coerce
  .number({ error: 'offset must be a whole number' })
  .int('offset must be a whole number')
  .min(0, 'offset cannot be negative')
  .max(1_000_000, 'offset is too large')
  .default(0);

/** Where a live action was found: in the transcript's words, or the source's own agenda link to the second (SD). */
export const liveActionOrigins = ['transcript', 'agenda'] as const;
export type LiveActionOrigin = (typeof liveActionOrigins)[number];

/** GET /api/live-actions. */
export const liveActionsQuerySchema = z
  .object({
    stateCodes: listParam(stateCodeItem).optional().describe('Only hearings of these states (NY,SD); all when absent.'),
    limit: limitParam(LIVE_ACTIONS_MAX_LIMIT, LIVE_ACTIONS_DEFAULT_LIMIT).describe('Rows per page.'),
    offset: offsetParam.describe('Rows to skip (newest first).'),
  })
  .describe('LiveActionsQuery');
export type LiveActionsQuery = z.output<typeof liveActionsQuerySchema>;
export type LiveActionsQueryInput = z.input<typeof liveActionsQuerySchema>;

/** GET /api/live-actions/download: the same rows as CSV. */
export const liveActionsDownloadQuerySchema = z
  .object({
    stateCodes: listParam(stateCodeItem).optional().describe('Only hearings of these states; all when absent.'),
    limit: limitParam(LIVE_ACTIONS_DOWNLOAD_MAX, 1000).describe('Newest rows to include.'),
  })
  .describe('LiveActionsDownloadQuery');
export type LiveActionsDownloadQuery = z.output<typeof liveActionsDownloadQuerySchema>;

export const liveActionSchema = z
  .object({
    id: z.number().int(),
    stateCode: z.string(),
    sessionCode: z.string().nullable().describe('The session whose bill was named (e.g. 25R).'),
    billId: z.string(),
    billIdentifier: z.string().describe('The bill as the state numbers it: HB 1234.'),
    billTitle: z.string().nullable(),
    hearingId: z.number().int().describe('The recorded hearing: /tools/committee-videos/{hearingId}.'),
    hearingTitle: z.string(),
    committeeName: z.string().nullable(),
    chamber: z.string().nullable(),
    hearingStartsAt: z.string().describe('When the hearing began (ISO 8601).'),
    startSeconds: z
      .number()
      .int()
      .nullable()
      .describe('Seconds into the recording where the bill is named; null for a transcript without times.'),
    spokenAs: z.string().describe('The words as said or written: "house bill twelve thirty-four".'),
    quote: z.string().describe('The words around the mention.'),
    section: z.string().nullable().describe('The section of the bill the speaker cited ("3"), when one was.'),
    origin: z.enum(liveActionOrigins),
    mediaUrl: z.string().nullable().describe('Where the official recording can be opened, when it is elsewhere.'),
    detectedAt: z.string().describe('When Statehouse found the mention (ISO 8601).'),
  })
  .describe('LiveAction');
export type LiveAction = z.infer<typeof liveActionSchema>;

export const liveActionsReplySchema = z
  .object({
    data: z.array(liveActionSchema).describe('Newest hearings first, then by second.'),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .describe('LiveActionsReply');
export type LiveActionsReply = z.infer<typeof liveActionsReplySchema>;
