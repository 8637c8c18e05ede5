import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, idValue } from '../common/query-params';
import { isStateCode, STATE_CODE_PATTERN } from '../reference/states';
import { taskPriorityValues, taskStatusValues } from '../tasks/tasks.schemas';
import { trackListUploadFieldsSchema } from '../tracking/track-list.schemas';

/** Guests (issue 39, decision 078): outside people an account invites to see a chosen scope, signed in on their own. */

export const guestMessages = {
  notSignedIn: 'Please sign in as a guest to continue.',
  invalidCode: 'That code is wrong or has expired; ask for a new one',
  codeSent: 'If that address has guest access, a code is on its way to it.',
  guestNotFound: 'Guest not found',
  alreadyInvited: 'That address is already a guest of this account',
  mailUnavailable: 'This server cannot send e-mail, so guests cannot be invited or sign in; set SMTP_URL',
  tagNotShareable: 'Only account tags of your account can be shared with a guest',
} as const;

// Trimmed and lower-cased before the check; documented as an e-mail address.
const emailSchema = z
  .string({ error: 'email must be text' })
  .meta({ format: 'email' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email('email must be an e-mail address'));

/** What a guest may see and do. */
export const guestScopeSchema = z
  .object({
    tagIds: z.array(idValue('tagIds')).max(200, 'At most 200 tags').default([]),
    members: z.boolean().default(false),
    relationships: z.boolean().default(false),
    tasks: z.boolean().default(false),
    uploadTrackList: z.boolean().default(false),
  })
  .describe('GuestScope');
export type GuestScope = z.infer<typeof guestScopeSchema>;

/** POST /api/guests: invite (or re-invite) a guest. */
export const inviteGuestSchema = z
  .object({
    email: emailSchema,
    name: z.string().trim().max(120, 'name is too long').default(''),
    scope: guestScopeSchema,
  })
  .describe('InviteGuest');
export type InviteGuest = z.input<typeof inviteGuestSchema>;

export const guestSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    scope: guestScopeSchema,
    status: z.enum(['active', 'revoked']),
    createdAt: z.string(),
    lastSeenAt: z.string().nullable(),
  })
  .describe('Guest');
export type Guest = z.infer<typeof guestSchema>;
export const guestListSchema = z.object({ items: z.array(guestSchema) }).describe('GuestList');
export type GuestList = z.infer<typeof guestListSchema>;
export const guestIdParamsSchema = z.object({ id: idParam('id') }).describe('GuestIdParams');

/** POST /api/guest/auth: e-mail alone asks for a code; e-mail and code sign in. */
export const guestAuthRequestSchema = z
  .object({
    email: emailSchema,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'code must be the 6 digits from the e-mail')
      .optional(),
  })
  .describe('GuestAuthRequest');
export type GuestAuthRequest = z.infer<typeof guestAuthRequestSchema>;
export const guestAuthReplySchema = z
  .object({ status: z.enum(['signed-in', 'code-sent']), message: z.string() })
  .describe('GuestAuthReply');

/** GET /api/guest/me. */
export const guestMeSchema = z
  .object({ email: z.string(), name: z.string(), accountName: z.string(), scope: guestScopeSchema })
  .describe('GuestMe');
export type GuestMe = z.infer<typeof guestMeSchema>;

/** GET /api/guest/shared-tags?state. */
export const guestSharedTagsQuerySchema = z
  .object({
    state: z
      .string()
      .trim()
      .regex(STATE_CODE_PATTERN, 'state must be a two-letter state code such as TX')
      .toUpperCase()
      .refine(isStateCode, 'state must be a two-letter state code such as TX')
      .optional(),
  })
  .describe('GuestSharedTagsQuery');

export const guestBillSchema = z
  .object({
    id: z.string(),
    identifier: z.string(),
    title: z.string(),
    stateCode: z.string(),
    status: z.number().int(),
    lastActionDate: z.string().nullable(),
    lastActionText: z.string().nullable(),
  })
  .describe('GuestBill');
export type GuestBill = z.infer<typeof guestBillSchema>;

export const guestSharedTagsSchema = z
  .object({
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), color: z.string(), bills: z.array(guestBillSchema) }),
    ),
  })
  .describe('GuestSharedTags');
export type GuestSharedTags = z.infer<typeof guestSharedTagsSchema>;

/** GET /api/guest/tracked-activity: the shared bills, latest action first. */
export const guestTrackedActivitySchema = z
  .object({ items: z.array(guestBillSchema.extend({ tagNames: z.array(z.string()) })) })
  .describe('GuestTrackedActivity');
export type GuestTrackedActivity = z.infer<typeof guestTrackedActivitySchema>;

/** The areas a guest's scope switches on, each refused with 403 and this message while it is off. */
export const guestAreaMessages = {
  members: 'Members are not shared with you. Ask your host to add them to your guest access.',
  relationships: 'Relationships are not shared with you. Ask your host to add them to your guest access.',
  tasks: 'Tasks are not shared with you. Ask your host to add them to your guest access.',
} as const;
export type GuestArea = keyof typeof guestAreaMessages;

/** GET /api/guest/members: the primary sponsors (authors) of the bills shared with the guest. */
export const guestMembersSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        stateCode: z.string(),
        party: z.string().nullable(),
        chamber: z.string().nullable(),
        district: z.string().nullable(),
        billCount: z.number().int().describe('How many of the shared bills they are a primary sponsor of.'),
      }),
    ),
  })
  .describe('GuestMembers');
export type GuestMembers = z.infer<typeof guestMembersSchema>;

/** GET /api/guest/relationships: who on the host's team knows which legislator or staffer (notes never leave). */
export const guestRelationshipsSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().describe('The legislator or staffer.'),
        kind: z.enum(['member', 'staff']),
        position: z.string().describe('The staffer’s position; empty for a legislator.'),
        stateCode: z.string().nullable(),
        party: z.string().nullable(),
        chamber: z.string().nullable(),
        district: z.string().nullable(),
        teamMemberName: z.string().describe('Who on the host’s team knows them.'),
        strength: z.number().int().min(1).max(5),
        lastContactAt: z.string().nullable(),
      }),
    ),
  })
  .describe('GuestRelationships');
export type GuestRelationships = z.infer<typeof guestRelationshipsSchema>;

/** GET /api/guest/tasks: the host's tasks on the bills shared with the guest (descriptions and notes never leave). */
export const guestTasksSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.enum(taskStatusValues),
        priority: z.enum(taskPriorityValues),
        dueDate: z.string().nullable(),
        bills: z
          .array(z.object({ id: z.string(), identifier: z.string(), stateCode: z.string() }))
          .describe('The shared bills the task is about (bills not shared with the guest are left out).'),
      }),
    ),
  })
  .describe('GuestTasks');
export type GuestTasks = z.infer<typeof guestTasksSchema>;

// --- Guests who may add bills (scope uploadTrackList, decision 084) ---

/** Refusals of the guest's adding calls, with what to do. */
export const guestTrackMessages = {
  notShared:
    'Adding bills and uploading track lists are not shared with you. Ask your host to add them to your guest access.',
  tagNotShared: 'That tag is not shared with you: choose one of the tags on your Shared Tags page.',
  nothingMatched: 'No row matched a bill, so nothing was added. Check the state and session.',
} as const;

/** GET /api/guest/bills: bills to pick from (public legislation, by number or words), one state or all. */
export const guestBillSearchQuerySchema = z
  .object({
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .min(2, 'search must have at least 2 characters: a bill number such as HB 1, or words of its title')
      .max(200, 'search can be at most 200 characters'),
    state: guestSharedTagsQuerySchema.shape.state,
  })
  .describe('GuestBillSearchQuery');
export type GuestBillSearchQuery = z.output<typeof guestBillSearchQuerySchema>;

export const guestBillSearchSchema = z
  .object({ items: z.array(guestBillSchema.extend({ sessionCode: z.string() })) })
  .describe('GuestBillSearch');
export type GuestBillSearch = z.infer<typeof guestBillSearchSchema>;

/** GET /api/guest/sessions?state: the sessions a track list can be matched against. */
export const guestSessionsQuerySchema = z
  .object({
    state: z
      .string({ error: 'state must be a two-letter state code such as TX' })
      .trim()
      .regex(STATE_CODE_PATTERN, 'state must be a two-letter state code such as TX')
      .toUpperCase()
      .refine(isStateCode, 'state must be a two-letter state code such as TX'),
  })
  .describe('GuestSessionsQuery');

/** POST /api/guest/tag-bills: add picked bills to a tag shared with the guest. */
export const guestAddBillsSchema = z
  .object({
    tagId: idValue('tagId'),
    billIds: z.array(billIdSchema).min(1, 'Pick at least one bill').max(200, 'At most 200 bills at once'),
  })
  .describe('GuestAddBills');
export type GuestAddBills = z.infer<typeof guestAddBillsSchema>;

export const guestAddBillsReplySchema = z
  .object({
    tag: z.object({ id: z.number().int(), name: z.string() }),
    added: z.number().int().describe('Bills newly on the tag (bills already on it are left as they were).'),
  })
  .describe('GuestAddBillsReply');
export type GuestAddBillsReply = z.infer<typeof guestAddBillsReplySchema>;

/**
 * The text fields of POST /api/guest/track-lists/upload (multipart/form-data beside the `file` part): the app's
 * track-list fields a guest may set. The bills always go to a tag shared with the guest, never to a new one.
 */
export const guestTrackListFieldsSchema = trackListUploadFieldsSchema
  .pick({ state: true, session: true, dryRun: true })
  .extend({
    tagId: z.coerce
      .number({ error: 'Choose a shared tag for the matched bills' })
      .int('tagId must be a tag id')
      .positive('tagId must be a tag id'),
  })
  .describe('GuestTrackListFields');
export type GuestTrackListFields = z.output<typeof guestTrackListFieldsSchema>;
