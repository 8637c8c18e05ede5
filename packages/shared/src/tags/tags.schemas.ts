import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { booleanParam, idParam, idValue, pageParam } from '../common/query-params';

// The tags contract (docs/decisions/024): account and personal tags, what they carry (bills, statute and
// regulation sections) and whom they are shared with.

export const TAG_NAME_MAX_LENGTH = 80;
export const TAG_DESCRIPTION_MAX_LENGTH = 500;
/** At most this many tags and bills in one POST /api/tags/bills (tags x bills rows). */
export const TAG_BILLS_MAX_TAGS = 50;
export const TAG_BILLS_MAX_BILLS = 500;
export const TAGS_DEFAULT_PAGE_SIZE = 100;
/** The bill page's tag picker asks for every visible tag in one page of this size. */
export const TAGS_MAX_PAGE_SIZE = 500;
export const DEFAULT_TAG_COLOR = '#2563eb';

/** account: the whole account sees and edits it; personal: its owner, and whom the owner shares it with. */
export const tagScopes = ['account', 'personal'] as const;
export type TagScope = (typeof tagScopes)[number];
export const tagScopeLabels: Record<TagScope, string> = { account: 'Account', personal: 'Personal' };

export const tagAccessLevels = ['read', 'edit'] as const;
export type TagAccess = (typeof tagAccessLevels)[number];
export const tagAccessLabels: Record<TagAccess, string> = { read: 'Can view', edit: 'Can edit' };

/** Whom a tag is shared with; only users of the account today (teams and guests come with their issues). */
export const tagShareTargetTypes = ['user', 'team', 'guest'] as const;
export type TagShareTargetType = (typeof tagShareTargetTypes)[number];

export const tagSectionKinds = ['statute', 'regulation'] as const;
export type TagSectionKind = (typeof tagSectionKinds)[number];

export const tagSorts = ['name', 'billCount', 'updated'] as const;
export type TagSort = (typeof tagSorts)[number];

/** A palette for the colour picker, with the names screen readers announce; any #rrggbb is accepted too. */
export const tagPalette = [
  { color: '#2563eb', name: 'Blue' },
  { color: '#0891b2', name: 'Cyan' },
  { color: '#059669', name: 'Green' },
  { color: '#65a30d', name: 'Lime' },
  { color: '#ca8a04', name: 'Amber' },
  { color: '#ea580c', name: 'Orange' },
  { color: '#dc2626', name: 'Red' },
  { color: '#db2777', name: 'Pink' },
  { color: '#7c3aed', name: 'Violet' },
  { color: '#475569', name: 'Slate' },
] as const;

export const tagMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TAG_NAME_MAX_LENGTH} characters`,
  colorInvalid: 'Colour must be a hex colour such as #2563eb',
  descriptionTooLong: `Description must be at most ${TAG_DESCRIPTION_MAX_LENGTH} characters`,
  nothingToChange: 'Give a name, colour or description to change',
} as const;

const tagNameSchema = z
  .string({ error: tagMessages.nameRequired })
  .trim()
  .min(1, tagMessages.nameRequired)
  .max(TAG_NAME_MAX_LENGTH, tagMessages.nameTooLong)
  .describe('1-80 characters; unique per account (account tags) or per owner (personal tags), ignoring case.');

const tagColorSchema = z
  .string({ error: tagMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, tagMessages.colorInvalid)
  .transform((value) => value.toLowerCase())
  .describe('#rrggbb');

const tagDescriptionSchema = z
  .string()
  .trim()
  .max(TAG_DESCRIPTION_MAX_LENGTH, tagMessages.descriptionTooLong)
  .describe('What the tag is for (a client, an issue, a bill list).');

/** POST /api/tags?bypassAccessCheck and POST /api/tags/bills?bypassAccessCheck. */
export const bypassAccessCheckQuerySchema = z.object({
  bypassAccessCheck: booleanParam
    .optional()
    .describe(
      'Admins only: tag bills of states outside the account subscriptions (decision 024). Anyone else is refused.',
    ),
});
export type BypassAccessCheckQuery = z.input<typeof bypassAccessCheckQuerySchema>;

export const createTagRequestSchema = z
  .object({
    name: tagNameSchema,
    color: tagColorSchema.default(DEFAULT_TAG_COLOR),
    description: tagDescriptionSchema.default(''),
    scope: z
      .enum(tagScopes, { error: 'scope must be account or personal' })
      .default('account')
      .describe('account (the whole account) or personal (yours, shared as you choose).'),
    billIds: z
      .array(billIdSchema)
      .max(TAG_BILLS_MAX_BILLS, `At most ${TAG_BILLS_MAX_BILLS} bills at once`)
      .default([])
      .describe('Bills to track with the new tag at once (the bill page creates a tag for the bill it shows).'),
  })
  .describe('CreateTag');
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;

export const updateTagRequestSchema = z
  .object({
    name: tagNameSchema.optional(),
    color: tagColorSchema.optional(),
    description: tagDescriptionSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.color !== undefined || body.description !== undefined, {
    error: tagMessages.nothingToChange,
  })
  .describe('UpdateTag');
export type UpdateTagRequest = z.input<typeof updateTagRequestSchema>;

export const tagIdParamsSchema = z.object({ id: idParam('id') });
export const tagShareIdParamsSchema = z.object({ shareId: idParam('shareId') });

export const tagPersonSchema = z
  .object({ id: z.number().int(), name: z.string().describe('First and last name.') })
  .describe('TagPerson');
export type TagPerson = z.infer<typeof tagPersonSchema>;

export const tagShareSchema = z
  .object({
    id: z.number().int(),
    tagId: z.number().int(),
    targetType: z.enum(tagShareTargetTypes),
    targetId: z.number().int(),
    targetName: z.string().describe("The user's name (for a user target)."),
    access: z.enum(tagAccessLevels),
    createdAt: z.string().describe('ISO 8601 timestamp.'),
  })
  .describe('TagShare');
export type TagShare = z.infer<typeof tagShareSchema>;

export const tagSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    color: z.string(),
    description: z.string(),
    scope: z.enum(tagScopes),
    owner: tagPersonSchema.nullable().describe('The owner of a personal tag; null for an account tag.'),
    createdBy: tagPersonSchema.nullable(),
    billCount: z.number().int().describe('Bills carrying the tag.'),
    sectionCount: z.number().int().describe('Statute and regulation sections carrying the tag.'),
    shares: z.array(tagShareSchema).describe('Whom the tag is shared with (personal tags).'),
    access: z
      .enum(['owner', 'account', 'edit', 'read'])
      .describe('Why you see it: your own personal tag, an account tag, or shared with you to edit or read.'),
    canEdit: z.boolean().describe('You may rename it, recolour it and tag or untag bills with it.'),
    canManage: z.boolean().describe('You may share, unshare and delete it.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Tag');
export type Tag = z.infer<typeof tagSchema>;

export const tagListQuerySchema = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  scope: z.enum(tagScopes, { error: 'scope must be account or personal' }).optional(),
  sort: z.enum(tagSorts, { error: 'sort must be name, billCount or updated' }).default('name'),
  order: z
    .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
    .optional()
    .describe("Default: each sort's natural order (names A-Z, most bills first, latest change first)."),
  page: pageParam,
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(TAGS_MAX_PAGE_SIZE, `pageSize must be at most ${TAGS_MAX_PAGE_SIZE}`)
    .default(TAGS_DEFAULT_PAGE_SIZE),
});
/** What a client sends: any of the fields (the server fills in the defaults). */
export type TagListQuery = Partial<z.output<typeof tagListQuerySchema>>;

export const tagListReplySchema = z
  .object({
    data: z.array(tagSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('Tags');
export type TagListReply = z.infer<typeof tagListReplySchema>;

export const deleteTagReplySchema = z
  .object({
    id: z.number().int(),
    removedFromBills: z.number().int().describe('Bills that carried the tag.'),
    untrackedBills: z.number().int().describe('Of those, bills the account no longer tracks (no other tag left).'),
  })
  .describe('DeletedTag');
export type DeleteTagReply = z.infer<typeof deleteTagReplySchema>;

export const tagBillsRequestSchema = z
  .object({
    tagIds: z
      .array(idValue('tagIds'))
      .min(1, 'Choose at least one tag')
      .max(TAG_BILLS_MAX_TAGS, `At most ${TAG_BILLS_MAX_TAGS} tags at once`),
    billIds: z
      .array(billIdSchema)
      .min(1, 'Choose at least one bill')
      .max(TAG_BILLS_MAX_BILLS, `At most ${TAG_BILLS_MAX_BILLS} bills at once`),
    action: z
      .enum(['add', 'remove'], { error: 'action must be add or remove' })
      .default('add')
      .describe('add: every tag to every bill; remove: every tag from every bill.'),
  })
  .describe('TagBills');
export type TagBillsRequest = z.input<typeof tagBillsRequestSchema>;

export const tagBillsReplySchema = z
  .object({
    added: z.number().int().describe('Tag-bill pairs that were new.'),
    removed: z.number().int().describe('Tag-bill pairs that were removed.'),
    alertsTurnedOn: z.number().int().describe('Bills whose alerts were turned on for you because you tracked them.'),
  })
  .describe('TagBillsResult');
export type TagBillsReply = z.infer<typeof tagBillsReplySchema>;

/** GET /api/tags/bills/{billId}?sessionCode. */
export const billTagsParamsSchema = z.object({ billId: billIdSchema });
export const billTagsQuerySchema = z.object({
  sessionCode: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe("Optional: the bill's session, checked against the session in the bill id."),
});

export const tagOnItemSchema = z
  .object({
    tagId: z.number().int(),
    name: z.string(),
    color: z.string(),
    scope: z.enum(tagScopes),
    canEdit: z.boolean(),
    addedBy: tagPersonSchema.nullable().describe('Who tagged it (null when that user was removed).'),
    addedAt: z.string().describe('ISO 8601 timestamp.'),
  })
  .describe('TagOnItem');
export type TagOnItem = z.infer<typeof tagOnItemSchema>;

export const billTagsReplySchema = z
  .object({
    billId: z.string(),
    data: z.array(tagOnItemSchema.extend({ trackType: z.enum(['manual', 'upload', 'auto']) })),
  })
  .describe('BillTags');
export type BillTagsReply = z.infer<typeof billTagsReplySchema>;

export const tagSectionsRequestSchema = z
  .object({
    tagIds: z
      .array(idValue('tagIds'))
      .min(1, 'Choose at least one tag')
      .max(TAG_BILLS_MAX_TAGS, `At most ${TAG_BILLS_MAX_TAGS} tags at once`),
    kind: z.enum(tagSectionKinds, { error: 'kind must be statute or regulation' }),
    sectionId: idValue('sectionId').describe('statute_sections.id or regulation_sections.id, as kind says.'),
    action: z.enum(['add', 'remove'], { error: 'action must be add or remove' }).default('add'),
  })
  .describe('TagSection');
export type TagSectionsRequest = z.input<typeof tagSectionsRequestSchema>;

export const tagSectionsReplySchema = z
  .object({ added: z.number().int(), removed: z.number().int() })
  .describe('TagSectionResult');

/** GET /api/tags/sections/{sectionId}?kind&sessionCode. */
export const sectionTagsParamsSchema = z.object({ sectionId: idParam('sectionId') });
export const sectionTagsQuerySchema = z.object({
  kind: z
    .enum(tagSectionKinds, { error: 'kind must be statute or regulation' })
    .default('statute')
    .describe('Which table sectionId names: statute (default) or regulation.'),
  sessionCode: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe('Accepted for the spec; sections are not per session, so it does not filter.'),
});

export const sectionTagsReplySchema = z
  .object({
    kind: z.enum(tagSectionKinds),
    sectionId: z.number().int(),
    data: z.array(tagOnItemSchema),
  })
  .describe('SectionTags');
export type SectionTagsReply = z.infer<typeof sectionTagsReplySchema>;

export const shareTagRequestSchema = z
  .object({
    tagId: idValue('tagId'),
    targetType: z
      .enum(tagShareTargetTypes, { error: 'targetType must be user, team or guest' })
      .describe('Only user works today.'),
    targetId: idValue('targetId').describe('The user id (GET /api/users).'),
    access: z.enum(tagAccessLevels, { error: 'access must be read or edit' }).default('read'),
  })
  .describe('ShareTag');
export type ShareTagRequest = z.input<typeof shareTagRequestSchema>;

export const unshareTagReplySchema = z.object({ id: z.number().int(), tagId: z.number().int() }).describe('Unshared');

export const tagErrors = {
  notFound: 'Tag not found',
  duplicateName: (name: string) => `A tag named "${name}" already exists`,
  notEditable: 'You may only change tags you own, account tags, or tags shared with you to edit',
  notManageable: 'Only the owner of a personal tag or an account admin may share or delete it',
  bypassAdminsOnly: 'Only account admins may use bypassAccessCheck',
  unknownBills: (ids: string[]) => `Unknown bills: ${ids.join(', ')}`,
  outsideStates: (ids: string[], states: string[]) =>
    `These bills are in states your account does not subscribe to (${states.join(', ')}): ${ids.join(', ')}`,
  sectionNotFound: (kind: TagSectionKind) => `${kind === 'statute' ? 'Statute' : 'Regulation'} section not found`,
  sessionMismatch: (sessionCode: string, billId: string) => `Bill ${billId} is not in session ${sessionCode}`,
  shareTargetNotAvailable: 'Sharing with teams and guests is not available yet; share with users of your account',
  shareAccountTag: 'Account tags are already visible to everyone in the account; only personal tags are shared',
  shareWithOwner: 'The owner already has this tag',
  shareUserNotFound: 'User not found in your account',
  shareNotFound: 'Share not found',
} as const;
