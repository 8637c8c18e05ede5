import { z } from 'zod';
import { unmatchedReasons } from './bill-reference';

/** The largest track list file accepted (413 past it). */
export const TRACK_LIST_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows one track list may have (400 past it). */
export const TRACK_LIST_MAX_ROWS = 2000;
export const TRACK_LIST_TAG_NAME_MAX = 80;

/** What each reason means on screen. */
export const unmatchedReasonLabels: Record<(typeof unmatchedReasons)[number], string> = {
  empty: 'Empty row',
  unreadable: 'Not a bill number',
  unknown_type: 'Unknown bill type',
  not_found: 'No such bill in this session',
  ambiguous: 'Ambiguous',
  other_session: 'Another state or session',
};

/**
 * The text fields of POST /api/track-lists/upload (multipart/form-data, beside the `file` part). Every value arrives
 * as text; lobbyistIds is comma-separated.
 */
export const trackListUploadFieldsSchema = z
  .object({
    state: z
      .string({ error: 'Choose a state' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter state code such as TX')
      .transform((value) => value.toUpperCase()),
    session: z
      .string({ error: 'Choose a session' })
      .trim()
      .regex(/^([A-Za-z]{2}-)?[0-9A-Za-z]{1,12}$/, 'session must be a session code such as 892 or 25R')
      .transform((value) => value.toUpperCase().replace(/^[A-Z]{2}-/, '')),
    lobbyistIds: z
      .string()
      .trim()
      .regex(/^(\d+(\s*,\s*\d+)*)?$/, 'lobbyistIds must be user ids separated by commas')
      .transform((value) => (value === '' ? [] : [...new Set(value.split(',').map((id) => Number(id.trim())))]))
      .optional(),
    accountId: z.coerce
      .number({ error: 'accountId must be a whole number' })
      .int('accountId must be a whole number')
      .positive('accountId must be positive')
      .optional(),
    dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).optional(),
    tagId: z.coerce
      .number({ error: 'tagId must be a tag id' })
      .int('tagId must be a tag id')
      .positive('tagId must be a tag id')
      .optional(),
    tagName: z
      .string()
      .trim()
      .min(1, 'tagName must not be empty')
      .max(TRACK_LIST_TAG_NAME_MAX, `tagName can be at most ${TRACK_LIST_TAG_NAME_MAX} characters`)
      .optional(),
  })
  .describe('TrackListUploadFields');
export type TrackListUploadFields = z.output<typeof trackListUploadFieldsSchema>;

export const trackListRowSchema = z
  .object({
    row: z.number().int().describe('Row number in the file (1 = the first line, the header when there is one).'),
    text: z.string().describe('What the row says, as read.'),
    status: z.enum(['matched', 'unmatched']),
    bill: z
      .object({ id: z.string(), identifier: z.string(), title: z.string() })
      .nullable()
      .describe('The matched bill.'),
    reason: z.enum(unmatchedReasons).nullable(),
    message: z.string().nullable().describe('Why the row matched nothing, in a sentence.'),
  })
  .describe('TrackListRow');
export type TrackListRow = z.infer<typeof trackListRowSchema>;

export const trackListUploadReplySchema = z
  .object({
    state: z.string(),
    session: z.string(),
    sessionName: z.string(),
    dryRun: z.boolean(),
    rows: z.array(trackListRowSchema),
    matched: z.number().int().describe('Rows that matched a bill.'),
    unmatched: z.number().int(),
    bills: z.number().int().describe('Different bills matched (two rows may name one bill).'),
    tag: z
      .object({ id: z.number().int(), name: z.string(), added: z.number().int().describe('Bills newly tagged.') })
      .nullable()
      .describe('When confirmed: the tag the matched bills now carry.'),
  })
  .describe('TrackListUploadReply');
export type TrackListUploadReply = z.infer<typeof trackListUploadReplySchema>;
