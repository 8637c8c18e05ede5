import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { booleanParam, idValue, listParam, MAX_ROW_ID, pageParam, pageSizeParam } from '../common/query-params';
import { billPositionValues, POSITION_NOTE_MAX } from '../positions/positions.schemas';
import { progressStatusCodes } from '../reference/bill-status';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const TRACKED_BILLS_DEFAULT_PAGE_SIZE = 25;
export const TRACKED_BILLS_MAX_PAGE_SIZE = 100;
/** The most bills one bulk call (tag, untag, position, alerts, untrack, export) may name. */
export const BULK_MAX_BILLS = 1000;

/** How a bill came to carry a tag (tag_bills.track_type). */
export const trackTypes = ['manual', 'upload', 'auto'] as const;
export type TrackType = (typeof trackTypes)[number];
export const trackTypeLabels: Record<TrackType, string> = {
  manual: 'Added by hand',
  upload: 'Track list',
  auto: 'Auto-tracked',
};

export const tagLogics = ['or', 'and'] as const;
export type TagLogic = (typeof tagLogics)[number];

export const trackedBillSortFields = [
  'lastAction',
  'tracked',
  'nextHearing',
  'billNumber',
  'status',
  'title',
  'state',
  'owner',
] as const;
export type TrackedBillSortField = (typeof trackedBillSortFields)[number];

/** A sort's order when none is given: newest first for dates and status (furthest along), A-Z for the rest. */
export const defaultTrackedBillOrder = (sort: TrackedBillSortField): 'asc' | 'desc' =>
  sort === 'lastAction' || sort === 'tracked' || sort === 'status' ? 'desc' : 'asc';

const stateListError = 'states must be two-letter state codes such as TX';
const sessionKeyError = 'sessionKeys must be session ids such as TX-892 or TX-89R, or session codes such as 25R';
const progressError = `progressStatuses must be progress codes ${progressStatusCodes[0]}-${progressStatusCodes.at(-1)}`;

/** GET /api/tags/tracked-bills: every filter of SPEC section 3; lists are comma-separated or repeated parameters. */
export const trackedBillsQuerySchema = z
  .object({
    page: pageParam.describe('1-based page number.'),
    pageSize: pageSizeParam(TRACKED_BILLS_MAX_PAGE_SIZE, TRACKED_BILLS_DEFAULT_PAGE_SIZE).describe(
      `Bills per page, 1-${TRACKED_BILLS_MAX_PAGE_SIZE} (default ${TRACKED_BILLS_DEFAULT_PAGE_SIZE}).`,
    ),
    search: z
      .string()
      .trim()
      .max(200, 'search can be at most 200 characters')
      .optional()
      .describe('Part of the identifier (HB 1, hb1) or title, case-insensitive.'),
    states: listParam(
      z
        .string()
        .trim()
        .refine((value) => parseStateCode(value) !== undefined, { error: stateListError })
        .meta({ pattern: STATE_CODE_PATTERN.source })
        .transform((value) => value.toUpperCase()),
    )
      .optional()
      .describe('Two-letter state codes; a bill matches any of them.'),
    sessionKeys: listParam(
      z
        .string()
        .trim()
        .regex(/^([A-Za-z]{2}-)?[0-9A-Za-z]{1,12}$/, { error: sessionKeyError })
        .transform((value) => value.toUpperCase()),
    )
      .optional()
      .describe(
        'Sessions: a session id (state and code, TX-892 or TX-89R, as bill ids carry it) names one session; a bare ' +
          'code (25R) names that session in every state. A bill matches any of them.',
      ),
    activeOnly: booleanParam
      .optional()
      .describe('Only bills of sessions still running: no end date, or an end date today or later.'),
    tagIds: listParam(
      z.coerce
        .number({ error: 'tagIds must be tag ids' })
        .int('tagIds must be tag ids')
        .positive('tagIds must be tag ids')
        .max(MAX_ROW_ID, 'tagIds must be tag ids'),
    )
      .optional()
      .describe('Tags you can see; with tagLogic or (default) a bill carries any of them, with and all of them.'),
    tagLogic: z.enum(tagLogics, { error: 'tagLogic must be and or or' }).optional().describe('or (default) or and.'),
    trackTypes: listParam(z.enum(trackTypes, { error: `trackTypes must be ${trackTypes.join(', ')}` }))
      .optional()
      .describe('How the bill was tracked: manual, upload (a track list) or auto; any of them.'),
    progressStatuses: listParam(
      z.coerce
        .number({ error: progressError })
        .int(progressError)
        .refine((code) => (progressStatusCodes as readonly number[]).includes(code), { error: progressError })
        .meta({ enum: [...progressStatusCodes] }),
    )
      .optional()
      .describe(
        'Progress codes: 0-6 match the bill’s current status; 7-12 (override, chaptered, refer, report pass, report ' +
          'DNP, draft) match a bill whose progress reached that step. A bill matches any of them.',
      ),
    alertsOnly: booleanParam.optional().describe('Only bills on which you have an alert switched on.'),
    ownerUserId: z.coerce
      .number({ error: 'ownerUserId must be a user id' })
      .int('ownerUserId must be a user id')
      .positive('ownerUserId must be a user id')
      .max(MAX_ROW_ID, 'ownerUserId must be a user id')
      .optional()
      .describe('Only bills this member owns (decision 073).'),
    ownerTeamId: z.coerce
      .number({ error: 'ownerTeamId must be a team id' })
      .int('ownerTeamId must be a team id')
      .positive('ownerTeamId must be a team id')
      .max(MAX_ROW_ID, 'ownerTeamId must be a team id')
      .optional()
      .describe('Only bills this team owns.'),
    unowned: booleanParam.optional().describe('Only bills nobody owns.'),
    excludeLobbyistUsers: booleanParam
      .optional()
      .describe('Ignore tracking by the account’s lobbyist users: only bills someone else tracks.'),
    sort: z
      .enum(trackedBillSortFields, { error: `sort must be one of ${trackedBillSortFields.join(', ')}` })
      .optional()
      .describe(
        'lastAction (default), tracked (when first tracked), nextHearing, billNumber, status, title, state, owner ' +
          '(the owner’s name; unowned bills last).',
      ),
    order: z
      .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
      .optional()
      .describe('Default desc for lastAction, tracked and status, asc for the others.'),
  })
  .describe('TrackedBillsQuery');
export type TrackedBillsQuery = z.output<typeof trackedBillsQuerySchema>;
export type TrackedBillsQueryInput = z.input<typeof trackedBillsQuerySchema>;

/** GET /api/tags/tracked-bills/account: the same, plus the team filters. */
export const accountTrackedBillsQuerySchema = trackedBillsQuerySchema
  .extend({
    lobbyistUsersOnly: booleanParam
      .optional()
      .describe(
        'Only tracking by the account’s lobbyist users: on tags you see and on their own personal tags (whose names ' +
          'stay theirs), since the organization sees what each advocate tracks (decision 075).',
      ),
    jointTracked: booleanParam.optional().describe('Only bills tracked by two or more users.'),
    userIds: listParam(
      z.coerce
        .number({ error: 'userIds must be user ids' })
        .int('userIds must be user ids')
        .positive('userIds must be user ids')
        .max(MAX_ROW_ID, 'userIds must be user ids'),
    )
      .optional()
      .describe('Only tracking by these users of the account.'),
  })
  .refine((query) => !(query.lobbyistUsersOnly && query.excludeLobbyistUsers), {
    error: 'lobbyistUsersOnly and excludeLobbyistUsers cannot both be true',
    path: ['lobbyistUsersOnly'],
  })
  .describe('AccountTrackedBillsQuery');
export type AccountTrackedBillsQuery = z.output<typeof accountTrackedBillsQuerySchema>;
export type AccountTrackedBillsQueryInput = z.input<typeof accountTrackedBillsQuerySchema>;

export const trackedTagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    color: z.string().describe('#rrggbb'),
    scope: z.enum(['account', 'personal']),
  })
  .describe('TrackedTag');
export type TrackedTag = z.infer<typeof trackedTagSchema>;

export const trackedPositionSchema = z
  .object({
    position: z.enum(billPositionValues),
    note: z.string(),
    tagId: z.number().int().nullable().describe('Null for the account’s own position.'),
    tagName: z.string().nullable(),
    updatedAt: z.string(),
  })
  .describe('TrackedPosition');
export type TrackedPosition = z.infer<typeof trackedPositionSchema>;

export const trackerSchema = z
  .object({ id: z.number().int(), name: z.string(), isLobbyist: z.boolean() })
  .describe('Tracker');
export type Tracker = z.infer<typeof trackerSchema>;

export const nextHearingSchema = z
  .object({
    eventId: z.string(),
    name: z.string(),
    startTime: z.string().describe('ISO date-time.'),
    allDay: z.boolean(),
    timezone: z.string(),
    location: z.string().nullable(),
  })
  .describe('NextHearing');
export type NextHearing = z.infer<typeof nextHearingSchema>;

export const trackedBillSchema = z
  .object({
    id: billIdSchema,
    identifier: z.string(),
    title: z.string(),
    stateCode: z.string(),
    sessionCode: z.string().describe('Session code, e.g. 892.'),
    sessionName: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    progress: z.array(z.object({ status: z.number().int(), date: z.string().nullable() })),
    lastActionDate: z.string().nullable(),
    lastActionText: z.string().nullable(),
    nextHearing: nextHearingSchema.nullable().describe('The next hearing or meeting with this bill on its agenda.'),
    tags: z.array(trackedTagSchema).describe('The tags you can see on this bill, by name.'),
    trackTypes: z.array(z.enum(trackTypes)),
    positions: z.array(trackedPositionSchema).describe('The account’s positions on the bill.'),
    hasAlert: z.boolean().describe('Whether you have an alert switched on for this bill.'),
    trackedBy: z.array(trackerSchema).describe('Users who added the bill to a tag you can see.'),
    addedByGuests: z
      .array(z.object({ id: z.number().int(), name: z.string(), email: z.string() }))
      .optional()
      .describe('Guests of the account who added the bill to a tag you can see (decision 084).'),
    firstTrackedAt: z.string(),
    owner: z
      .object({ type: z.enum(['user', 'team']), id: z.number().int(), name: z.string() })
      .nullable()
      .optional()
      .describe('Who owns the bill in your account (a member or a team; decision 073), null when nobody.'),
  })
  .describe('TrackedBill');
export type TrackedBill = z.infer<typeof trackedBillSchema>;

export const trackedBillsReplySchema = z
  .object({
    items: z.array(trackedBillSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('TrackedBills');
export type TrackedBillsReply = z.infer<typeof trackedBillsReplySchema>;

export const bulkActions = ['tag', 'untag', 'position', 'alertOn', 'alertOff', 'untrack', 'export'] as const;
export type BulkAction = (typeof bulkActions)[number];
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** POST /api/tags/tracked-bills/account/bulk. */
export const bulkRequestSchema = z
  .object({
    action: z.enum(bulkActions, { error: `action must be one of ${bulkActions.join(', ')}` }),
    billIds: z
      .array(billIdSchema, { error: 'billIds must be a list of bill ids' })
      .min(1, 'Choose at least one bill')
      .max(BULK_MAX_BILLS, `At most ${BULK_MAX_BILLS} bills at once`),
    tagIds: z.array(idValue('tagIds'), { error: 'tagIds must be a list of tag ids' }).max(100).optional(),
    position: z
      .enum(billPositionValues, { error: `position must be one of ${billPositionValues.join(', ')}` })
      .optional(),
    note: z.string().trim().max(POSITION_NOTE_MAX, `note can be at most ${POSITION_NOTE_MAX} characters`).optional(),
    format: z.enum(exportFormats, { error: 'format must be csv or xlsx' }).optional(),
  })
  .superRefine((body, context) => {
    if ((body.action === 'tag' || body.action === 'untag') && !body.tagIds?.length) {
      context.addIssue({ code: 'custom', path: ['tagIds'], message: `Choose at least one tag to ${body.action}` });
    }
    if (body.action === 'position' && !body.position) {
      context.addIssue({ code: 'custom', path: ['position'], message: 'Choose a position' });
    }
  })
  .describe('BulkRequest');
export type BulkRequest = z.input<typeof bulkRequestSchema>;

export const bulkReplySchema = z
  .object({
    action: z.enum(bulkActions),
    changed: z.number().int().describe('Rows added, removed or changed.'),
    message: z.string().describe('What happened, in a sentence.'),
  })
  .describe('BulkReply');
export type BulkReply = z.infer<typeof bulkReplySchema>;

/** POST /api/track-lists/remove-bill. */
export const removeTrackedBillRequestSchema = z
  .object({
    bill: billIdSchema,
    tagId: idValue('tagId')
      .optional()
      .describe('Only from this tag; leave out to untrack from every tag you may edit.'),
  })
  .describe('RemoveTrackedBillRequest');
export type RemoveTrackedBillRequest = z.infer<typeof removeTrackedBillRequestSchema>;
export const removeTrackedBillReplySchema = z.object({ removed: z.number().int() }).describe('RemoveTrackedBillReply');
export type RemoveTrackedBillReply = z.infer<typeof removeTrackedBillReplySchema>;
