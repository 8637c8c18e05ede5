import { z } from 'zod';
import { aiAnswerSchema } from '../ai/ai.schemas';
import { idParam, idValue, listParam, pageParam, pageSizeParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const COMMITTEE_VIDEOS_DEFAULT_PAGE_SIZE = 25;
export const COMMITTEE_VIDEOS_MAX_PAGE_SIZE = 100;
export const TRANSCRIPT_SEARCH_DEFAULT_LIMIT = 20;
export const TRANSCRIPT_SEARCH_MAX_LIMIT = 100;
/** The longest clip, in seconds: a clip is a moment to share, not a copy of the hearing. */
export const CLIP_MAX_SECONDS = 600;
/** The shortest clip, in seconds. */
export const CLIP_MIN_SECONDS = 1;
export const CLIP_TITLE_MAX = 200;
export const MISSING_LIVE_REPORT_MAX = 4000;

const stateError = 'stateCode must be a two-letter state code such as NY';
const stateCodeParam = z
  .string({ error: stateError })
  .trim()
  .regex(STATE_CODE_PATTERN, { error: stateError })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, { error: stateError });

const stateCodesItem = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCodes must be two-letter state codes such as SD' })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, {
    error: 'stateCodes must be two-letter state codes such as SD',
  });

export const hearingChambers = ['upper', 'lower', 'joint'] as const;
export type HearingChamber = (typeof hearingChambers)[number];
export const hearingChamberLabels: Record<HearingChamber, string> = {
  upper: 'Senate',
  lower: 'House / Assembly',
  joint: 'Joint',
};

/**
 * Where a hearing's transcript stands: none (a recording-only link), queued, running, done, failed, or unavailable
 * (no transcriber installed here: the media waits).
 */
export const transcriptStatuses = ['none', 'queued', 'running', 'done', 'failed', 'unavailable'] as const;
export type TranscriptStatus = (typeof transcriptStatuses)[number];

/** GET /api/committee-videos: every SPEC filter. */
export const committeeVideoListQuerySchema = z.object({
  page: pageParam.describe('1-based page number.'),
  pageSize: pageSizeParam(COMMITTEE_VIDEOS_MAX_PAGE_SIZE, COMMITTEE_VIDEOS_DEFAULT_PAGE_SIZE),
  stateCode: stateCodeParam.optional().describe('Only this state’s hearings.'),
  sessionCode: z
    .string({ error: 'sessionCode must be a session code such as 2025' })
    .trim()
    .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 2025' })
    .transform((value) => value.toUpperCase())
    .optional()
    .describe('Only hearings of this session (with stateCode, or across states with that code).'),
  chamber: z
    .enum(hearingChambers, { error: `chamber must be one of ${hearingChambers.join(', ')}` })
    .optional()
    .describe('upper (Senate), lower (House or Assembly) or joint.'),
  committee: z
    .string()
    .trim()
    .min(1, 'committee must not be empty')
    .max(200, 'committee can be at most 200 characters')
    .optional()
    .describe('A committee id, or part of the committee’s name.'),
  year: z.coerce
    .number({ error: 'year must be a year such as 2025' })
    .int('year must be a year such as 2025')
    .min(1990, 'year must be 1990 or later')
    .max(2100, 'year must be 2100 or earlier')
    .optional()
    .describe('Hearings held in this year.'),
  month: z.coerce
    .number({ error: 'month must be 1 to 12' })
    .int('month must be 1 to 12')
    .min(1, 'month must be 1 to 12')
    .max(12, 'month must be 1 to 12')
    .optional()
    .describe('With year (or alone, any year): hearings held in this month.'),
  searchTerm: z
    .string()
    .trim()
    .max(200, 'searchTerm can be at most 200 characters')
    .optional()
    .describe('Words of the title or the committee’s name.'),
  textSearch: z
    .string()
    .trim()
    .max(200, 'textSearch can be at most 200 characters')
    .optional()
    .describe('Words spoken in the hearing (its transcript).'),
  billId: z
    .string()
    .trim()
    .min(1, 'billId must not be empty')
    .max(200, 'billId can be at most 200 characters')
    .optional()
    .describe('Only hearings that mention this bill; each then carries billMentions (the bill page’s Hearings card).'),
});
export type CommitteeVideoListQuery = z.output<typeof committeeVideoListQuerySchema>;
export type CommitteeVideoListParams = z.input<typeof committeeVideoListQuerySchema>;

export const committeeRefSchema = z
  .object({ id: z.string().nullable(), name: z.string() })
  .describe('HearingCommittee');

export const hearingMentionSchema = z
  .object({
    id: z.number().int(),
    billId: z.string(),
    identifier: z.string().describe('"HB 1234".'),
    startMs: z.number().int().nullable().describe('Where in the recording the bill is named; null when untimed.'),
    quote: z.string().describe('The words around the mention.'),
    section: z.string().nullable().describe('The section of the bill cited ("3"), when one is.'),
  })
  .describe('HearingMention');
export type HearingMention = z.infer<typeof hearingMentionSchema>;

export const committeeVideoSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    stateCode: z.string(),
    sessionCode: z.string().nullable(),
    chamber: z.string().nullable(),
    committee: committeeRefSchema.nullable(),
    startsAt: z.string().describe('When the hearing started (ISO date-time).'),
    durationSeconds: z.number().nullable(),
    media: z
      .enum(['video', 'audio', 'none'])
      .describe('What the player shows: a recording with pictures, sound only, or a transcript without media.'),
    transcriptStatus: z.enum(transcriptStatuses),
    segmentCount: z.number().int(),
    mentionCount: z.number().int().describe('Bill mentions (live actions) found in it.'),
    billMentions: z
      .array(hearingMentionSchema)
      .optional()
      .describe('Only with the billId filter: where that bill is named in the hearing, in time order.'),
  })
  .describe('CommitteeVideoSummary');
export type CommitteeVideoSummary = z.infer<typeof committeeVideoSummarySchema>;

export const committeeVideoListReplySchema = z
  .object({
    data: z.array(committeeVideoSummarySchema).describe('Newest first.'),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('CommitteeVideoList');
export type CommitteeVideoListReply = z.infer<typeof committeeVideoListReplySchema>;

export const committeeVideoIdParamsSchema = z.object({ id: idParam('id') });

export const transcriptSegmentSchema = z
  .object({
    id: z.number().int(),
    startMs: z.number().int().nullable().describe('Null for a transcript without times (a stenographer’s).'),
    endMs: z.number().int().nullable(),
    text: z.string(),
    speaker: z.string().nullable().describe('Who spoke, where the source names them.'),
  })
  .describe('TranscriptSegment');
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

export const committeeVideoDetailSchema = committeeVideoSummarySchema
  .extend({
    sourceUrl: z.string().nullable().describe('The official page or recording.'),
    mediaUrl: z
      .string()
      .nullable()
      .describe('Where the player reads the recording: this API (with Range for seeking) or the official URL.'),
    mediaType: z.string().nullable().describe('Its content type when known (video/mp4, audio/mpeg).'),
    canClip: z.boolean().describe('Whether a clip can be cut from it (it has a recording ffmpeg can read).'),
    transcriptMessage: z.string().nullable().describe('Why the transcript is not there yet, or why it failed.'),
    calendarEventId: z.number().int().nullable(),
    segments: z.array(transcriptSegmentSchema).describe('In time order.'),
    mentions: z.array(hearingMentionSchema).describe('In time order.'),
  })
  .describe('CommitteeVideo');
export type CommitteeVideoDetail = z.infer<typeof committeeVideoDetailSchema>;

/** GET /api/committee-videos/stateCode. */
export const committeeVideoStatesReplySchema = z
  .object({
    data: z.array(
      z.object({
        stateCode: z.string(),
        count: z.number().int().describe('Hearings of the state.'),
        transcribed: z.number().int().describe('Of them, with a transcript.'),
        latest: z.string().nullable().describe('When the latest started (ISO date-time).'),
      }),
    ),
  })
  .describe('CommitteeVideoStates');
export type CommitteeVideoStatesReply = z.infer<typeof committeeVideoStatesReplySchema>;

/** GET /api/committee-videos/search. */
export const transcriptSearchQuerySchema = z.object({
  term: z
    .string({ error: 'term is required' })
    .trim()
    .min(2, 'term needs at least 2 characters')
    .max(200, 'term can be at most 200 characters')
    .describe('Words spoken in a hearing.'),
  page: pageParam,
  limit: pageSizeParam(TRANSCRIPT_SEARCH_MAX_LIMIT, TRANSCRIPT_SEARCH_DEFAULT_LIMIT).describe('Hits per page.'),
  stateCodes: listParam(stateCodesItem).optional().describe('Two-letter state codes; all states when absent.'),
});
export type TranscriptSearchQuery = z.output<typeof transcriptSearchQuerySchema>;
export type TranscriptSearchParams = z.input<typeof transcriptSearchQuerySchema>;

export const transcriptHitSchema = z
  .object({
    videoId: z.number().int(),
    title: z.string(),
    stateCode: z.string(),
    committee: z.string().nullable(),
    startsAt: z.string(),
    segmentId: z.number().int(),
    startMs: z.number().int().nullable().describe('The moment to jump to; null for an untimed transcript.'),
    speaker: z.string().nullable(),
    text: z.string().describe('The line spoken.'),
  })
  .describe('TranscriptHit');
export type TranscriptHit = z.infer<typeof transcriptHitSchema>;

export const transcriptSearchReplySchema = z
  .object({
    data: z.array(transcriptHitSchema).describe('Best match first, then newest.'),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  })
  .describe('TranscriptSearch');
export type TranscriptSearchReply = z.infer<typeof transcriptSearchReplySchema>;

const seconds = (name: string) =>
  z
    .number({ error: `${name} must be a number of seconds` })
    .min(0, `${name} must not be negative`)
    .max(24 * 3600, `${name} must be within the recording`);

/** POST /api/committee-videos/create-clip: start and end in seconds of the recording. */
export const createClipRequestSchema = z
  .object({
    videoId: idValue('videoId'),
    start: seconds('start').describe('Seconds from the start of the recording.'),
    end: seconds('end').describe('Seconds from the start of the recording; after start.'),
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(1, 'title is required')
      .max(CLIP_TITLE_MAX, `title can be at most ${CLIP_TITLE_MAX} characters`),
  })
  .refine((body) => body.end > body.start, { error: 'end must be after start', path: ['end'] })
  .refine((body) => body.end - body.start >= CLIP_MIN_SECONDS, {
    error: `A clip must be at least ${CLIP_MIN_SECONDS} second long`,
    path: ['end'],
  })
  .refine((body) => body.end - body.start <= CLIP_MAX_SECONDS, {
    error: `A clip can be at most ${CLIP_MAX_SECONDS / 60} minutes long`,
    path: ['end'],
  })
  .describe('CreateClip');
export type CreateClipRequest = z.infer<typeof createClipRequestSchema>;

export const clipUuidParamsSchema = z.object({ uuid: z.uuid({ error: 'uuid must be a clip id (a UUID)' }) });

export const committeeVideoClipSchema = z
  .object({
    uuid: z.string(),
    videoId: z.number().int(),
    title: z.string(),
    startMs: z.number().int().describe('Where in the hearing the clip starts.'),
    endMs: z.number().int(),
    media: z.enum(['video', 'audio']),
    mediaUrl: z.string().describe('The clip’s own file (Range supported): it starts at the moment chosen.'),
    sharePath: z.string().describe('The public page of the clip: /{stateCode}/videos/share/{uuid}.'),
    stateCode: z.string(),
    hearingTitle: z.string(),
    committee: z.string().nullable(),
    hearingStartsAt: z.string(),
    transcript: z.array(transcriptSegmentSchema).describe('The lines spoken within the clip, times from its start.'),
    createdAt: z.string(),
  })
  .describe('CommitteeVideoClip');
export type CommitteeVideoClip = z.infer<typeof committeeVideoClipSchema>;

/** POST /api/committee-videos/missing-live-report: a hearing someone expected and did not find. */
export const missingLiveReportRequestSchema = z
  .object({
    report: z
      .string({ error: 'report must be text' })
      .trim()
      .min(10, 'Describe the missing hearing in at least 10 characters')
      .max(MISSING_LIVE_REPORT_MAX, `report can be at most ${MISSING_LIVE_REPORT_MAX} characters`),
    stateCode: stateCodeParam.optional(),
  })
  .describe('MissingLiveReport');
export type MissingLiveReportRequest = z.infer<typeof missingLiveReportRequestSchema>;

export const missingLiveReportReplySchema = z
  .object({ id: z.number().int(), receivedAt: z.string() })
  .describe('MissingLiveReportReceived');
export type MissingLiveReportReply = z.infer<typeof missingLiveReportReplySchema>;

/** POST /api/ai/video-chat: a question answered from one hearing's transcript. */
export const videoChatRequestSchema = z
  .object({
    videoId: idValue('videoId'),
    question: z
      .string({ error: 'question must be text' })
      .trim()
      .min(3, 'Ask a question of at least 3 characters')
      .max(2000, 'A question can be at most 2000 characters'),
  })
  .describe('VideoChat');
export type VideoChatRequest = z.infer<typeof videoChatRequestSchema>;

export const videoChatReplySchema = aiAnswerSchema.describe('VideoChatAnswer');

/** The share page of a clip (the web route and the link a clip reply carries). */
export const clipSharePath = (stateCode: string, uuid: string) => `/${stateCode}/videos/share/${uuid}`;

/** "1:02:03" / "2:03" from milliseconds. */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

/** The most bytes of a captions file an uploaded recording may carry. */
export const CAPTIONS_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/committee-videos/recordings (multipart): the text fields of a recording an account admin adds. The parts
 * `media` (the recording, anything ffmpeg reads) and `captions` (optional WebVTT or SRT: the transcript) come beside.
 */
export const addRecordingFieldsSchema = z.object({
  stateCode: stateCodeParam,
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(300, 'title can be at most 300 characters'),
  startsAt: z.iso.datetime({
    offset: true,
    error: 'startsAt must be an ISO date-time such as 2025-03-04T10:00:00-06:00',
  }),
  committee: z.string().trim().max(200, 'committee can be at most 200 characters').optional(),
  chamber: z.enum(hearingChambers, { error: `chamber must be one of ${hearingChambers.join(', ')}` }).optional(),
});
export type AddRecordingFields = z.infer<typeof addRecordingFieldsSchema>;

export const addRecordingReplySchema = z
  .object({ id: z.number().int(), segmentCount: z.number().int(), transcriptStatus: z.enum(transcriptStatuses) })
  .describe('RecordingAdded');
export type AddRecordingReply = z.infer<typeof addRecordingReplySchema>;
