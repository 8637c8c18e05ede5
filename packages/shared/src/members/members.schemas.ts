import { z } from 'zod';
import { booleanParam, listParam, pageParam, pageSizeParam } from '../common/query-params';
import { partyParam } from '../reference/parties';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const MEMBERS_DEFAULT_PAGE_SIZE = 50;
export const MEMBERS_MAX_PAGE_SIZE = 200;
/** A member page lists at most this many of each kind of bill (the reply's total says how many there are). */
export const MEMBER_BILLS_LIMIT = 50;
/** The most members one contact sheet or image batch names. */
export const MEMBER_BATCH_MAX = 500;
export const STAFF_MAX_PAGE_SIZE = 200;

/** Chambers as the data writes them: upper (Senate), lower (House, Assembly), legislature (unicameral, joint). */
export const memberChambers = ['upper', 'lower', 'legislature'] as const;
export type MemberChamber = (typeof memberChambers)[number];
export const memberSortFields = ['name', 'district', 'party', 'chamber', 'committees'] as const;
export type MemberSortField = (typeof memberSortFields)[number];

const stateError = 'stateCode must be a two-letter state code such as TX';
/** One state (no ALL: a directory lists one state's legislature). */
export const memberStateParam = z
  .string({ error: stateError })
  .trim()
  .regex(STATE_CODE_PATTERN, { error: stateError })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, { error: stateError });

const sessionError = 'sessionCode must be a session code such as 25R or 892';
export const memberSessionParam = z
  .string({ error: sessionError })
  .trim()
  .regex(/^[0-9A-Za-z]{1,12}$/, { error: sessionError })
  .transform((value) => value.toUpperCase());

const searchParam = z.string().trim().max(200, 'searchTerm can be at most 200 characters');

/** A member id as the data writes it (ocd-person/<uuid>, sd-legislator/..., legiscan-person/...). */
export const memberIdSchema = z
  .string({ error: 'memberId is required' })
  .trim()
  .min(1, 'memberId is required')
  .max(200, 'memberId is too long')
  .regex(/^[A-Za-z0-9._:/~-]+$/, { error: 'memberId has characters no member id has' })
  // Dots alone never arrive in a path (clients remove "." and ".." segments): the document asks for one other
  // character (decision 066).
  .meta({ pattern: '^[A-Za-z0-9._:/~-]*[A-Za-z0-9_:/~-][A-Za-z0-9._:/~-]*$' });

export const memberIdParamsSchema = z.object({ id: memberIdSchema });
export const memberImageParamsSchema = z.object({ memberId: memberIdSchema });

export const memberListQuerySchema = z.object({
  stateCode: memberStateParam.describe('The state whose legislators to list.'),
  sessionCode: memberSessionParam
    .optional()
    .describe('Who held a seat during this session (by role dates); without it, the current members.'),
  page: pageParam.describe('1-based page number.'),
  pageSize: pageSizeParam(MEMBERS_MAX_PAGE_SIZE, MEMBERS_DEFAULT_PAGE_SIZE),
  searchTerm: searchParam.optional().describe('Part of the name or the district.'),
  party: partyParam.optional().describe('Party code or name: D, R, I, L, G.'),
  chamber: z
    .enum(memberChambers, { error: 'chamber must be upper, lower or legislature' })
    .optional()
    .describe('upper (Senate), lower (House or Assembly) or legislature.'),
  district: z.string().trim().max(50, 'district can be at most 50 characters').optional(),
  sort: z
    .enum(memberSortFields, { error: `sort must be one of ${memberSortFields.join(', ')}` })
    .default('name')
    .describe('Order of the list.'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberListParams = z.input<typeof memberListQuerySchema>;

export const memberStateQuerySchema = z.object({
  stateCode: memberStateParam,
  searchTerm: searchParam.optional(),
  page: pageParam,
  pageSize: pageSizeParam(MEMBERS_MAX_PAGE_SIZE, MEMBERS_DEFAULT_PAGE_SIZE),
});
export type MemberStateQuery = z.output<typeof memberStateQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  stateCode: z.string(),
  party: z.string().nullable().describe('Party as the source writes it, e.g. Republican/Conservative.'),
  partyCode: z.string().nullable().describe('D, R, I, L, G, or null for parties not tracked.'),
  chamber: z.string().nullable(),
  district: z.string().nullable(),
  isCurrent: z.boolean(),
  email: z.string().nullable(),
  photoUrl: z.string().describe('/api/member-images/{id}: a cached photo or a generated avatar.'),
  committeesCount: z.number().int(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListReplySchema = z.object({
  data: z.array(memberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberListReply = z.infer<typeof memberListReplySchema>;

export const memberDetailQuerySchema = z.object({
  sessionCode: memberSessionParam.optional().describe('Limit bills and votes to this session of the member’s state.'),
  includeAuthoredBills: booleanParam.default(false).describe('Bills the member sponsored as primary sponsor.'),
  includePassedBills: booleanParam.default(false).describe('Primary-sponsored bills that passed.'),
  includeSponsoredBills: booleanParam.default(false).describe('Every bill the member sponsored or co-sponsored.'),
});
export type MemberDetailQuery = z.output<typeof memberDetailQuerySchema>;
export type MemberDetailParams = z.input<typeof memberDetailQuerySchema>;

const linkSchema = z.object({ url: z.string(), note: z.string().optional() });

export const memberRoleSchema = z.object({
  type: z.string(),
  chamber: z.string().optional(),
  district: z.string().optional(),
  title: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  endReason: z.string().optional(),
});

export const memberOfficeSchema = z.object({
  classification: z.string(),
  name: z.string().optional(),
  address: z.string().optional(),
  voice: z.string().optional(),
  fax: z.string().optional(),
  email: z.string().optional(),
});

export const memberCommitteeSchema = z.object({
  committeeId: z.string(),
  name: z.string(),
  chamber: z.string().nullable(),
  classification: z.string(),
  role: z.string(),
});
export type MemberCommittee = z.infer<typeof memberCommitteeSchema>;

export const memberBillSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  sessionCode: z.string(),
  status: z.number().int(),
  lastActionDate: z.string().nullable(),
  lastActionText: z.string().nullable(),
  classification: z.string().describe('primary, cosponsor, ... as the source writes it.'),
  isPrimary: z.boolean(),
});
export type MemberBill = z.infer<typeof memberBillSchema>;

export const memberBillListSchema = z.object({
  data: z.array(memberBillSchema).describe(`Newest first, at most ${MEMBER_BILLS_LIMIT}.`),
  total: z.number().int(),
});
export type MemberBillList = z.infer<typeof memberBillListSchema>;

export const memberVoteSchema = z.object({
  voteEventId: z.string(),
  billId: z.string().nullable(),
  billIdentifier: z.string().nullable(),
  date: z.string().nullable(),
  motion: z.string(),
  result: z.string(),
  option: z.string(),
  withParty: z.boolean().nullable().describe('On a party-line roll call: whether the member voted with their party.'),
});
export type MemberVote = z.infer<typeof memberVoteSchema>;

export const votingRecordSchema = z.object({
  rollCalls: z.number().int().describe('Roll calls the member is listed on.'),
  votesCast: z.number().int().describe('Yes, no and other votes (not absent).'),
  yes: z.number().int(),
  no: z.number().int(),
  other: z.number().int(),
  absent: z.number().int().describe('Absent, excused and not voting.'),
  attendanceRate: z.number().nullable().describe('votesCast / rollCalls; null with no roll calls.'),
  partyLineRollCalls: z
    .number()
    .int()
    .describe(
      'Roll calls the member voted yes or no on where most Democrats and most Republicans voted opposite ways.',
    ),
  votesWithParty: z.number().int(),
  partyLineRate: z.number().nullable().describe('votesWithParty / partyLineRollCalls; null with none.'),
  recent: z.array(memberVoteSchema).describe('The 25 most recent roll calls.'),
});
export type VotingRecord = z.infer<typeof votingRecordSchema>;

export const memberDetailSchema = memberSummarySchema.extend({
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  otherNames: z.array(z.string()),
  roles: z.array(memberRoleSchema),
  parties: z.array(z.object({ name: z.string(), startDate: z.string().optional(), endDate: z.string().optional() })),
  offices: z.array(memberOfficeSchema),
  links: z.array(linkSchema),
  sources: z.array(linkSchema),
  source: z.string(),
  committees: z.array(memberCommitteeSchema),
  sponsoredBills: memberBillListSchema.nullable(),
  authoredBills: memberBillListSchema.nullable(),
  passedBills: memberBillListSchema.nullable(),
  votingRecord: votingRecordSchema,
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberContactsQuerySchema = z.object({
  stateCode: memberStateParam,
  sessionCode: memberSessionParam.optional(),
  chamber: z.enum(memberChambers, { error: 'chamber must be upper, lower or legislature' }).optional(),
  memberIds: listParam(memberIdSchema)
    .refine((ids) => ids.length <= MEMBER_BATCH_MAX, `memberIds can name at most ${MEMBER_BATCH_MAX} members`)
    .optional()
    .describe('Only these members (comma-separated or repeated).'),
});
export type MemberContactsQuery = z.output<typeof memberContactsQuerySchema>;
export type MemberContactsParams = z.input<typeof memberContactsQuerySchema>;

export const memberContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  party: z.string().nullable(),
  partyCode: z.string().nullable(),
  chamber: z.string().nullable(),
  district: z.string().nullable(),
  email: z.string().nullable(),
  capitolPhone: z.string().nullable(),
  capitolAddress: z.string().nullable(),
  districtPhone: z.string().nullable(),
  districtAddress: z.string().nullable(),
});
export type MemberContact = z.infer<typeof memberContactSchema>;
export const memberContactsReplySchema = z.object({ data: z.array(memberContactSchema) });
export type MemberContactsReply = z.infer<typeof memberContactsReplySchema>;

export const memberImagesBulkBodySchema = z.object({
  memberIds: z
    .array(memberIdSchema, { error: 'memberIds must be a list of member ids' })
    .min(1, 'memberIds must name at least one member')
    .max(MEMBER_BATCH_MAX, `memberIds can name at most ${MEMBER_BATCH_MAX} members`),
});
export const memberImagesBulkReplySchema = z.object({
  cached: z.array(z.string()).describe('Members whose photo is cached.'),
  queued: z.array(z.string()).describe('Members whose photo is being fetched in the background.'),
  unavailable: z.array(z.string()).describe('Unknown members and members with no photo in the data: avatars.'),
});
export type MemberImagesBulkReply = z.infer<typeof memberImagesBulkReplySchema>;

// Staff: the data's (none of the loaded sources publish any today) and the account's own (account_staff).

export const staffQuerySchema = z.object({
  stateCode: memberStateParam.optional(),
  sessionCode: memberSessionParam.optional().describe('Accepted for the spec; staff carry no session.'),
  memberId: memberIdSchema.optional(),
  position: z.string().trim().max(200).optional(),
  page: pageParam,
  pageSize: pageSizeParam(STAFF_MAX_PAGE_SIZE, 50),
  searchTerm: searchParam.optional(),
});
export type StaffQuery = z.output<typeof staffQuerySchema>;
export type StaffParams = z.input<typeof staffQuerySchema>;

export const staffEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(['account', 'data']),
  stateCode: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  name: z.string(),
  position: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;

export const staffListReplySchema = z.object({
  data: z.array(staffEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  message: z.string().nullable().describe('Says when the data holds no staff for this state or member.'),
});
export type StaffListReply = z.infer<typeof staffListReplySchema>;

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} can be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const staffNameParam = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200, 'name can be at most 200 characters');
const staffEmailParam = z
  .union([z.literal(''), z.email({ error: 'email must be an e-mail address' }).max(320)])
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const createStaffBodySchema = z.object({
  stateCode: memberStateParam,
  memberId: memberIdSchema.nullable().optional(),
  name: staffNameParam,
  position: z.string().trim().max(200, 'position can be at most 200 characters').default(''),
  email: staffEmailParam.optional(),
  phone: optionalText('phone', 50).optional(),
  notes: z.string().trim().max(5000, 'notes can be at most 5000 characters').default(''),
});
export type CreateStaffBody = z.output<typeof createStaffBodySchema>;
export type CreateStaffInput = z.input<typeof createStaffBodySchema>;

/** Only the fields sent change (no defaults here, unlike create). */
export const updateStaffBodySchema = z
  .object({
    memberId: memberIdSchema.nullable().optional(),
    name: staffNameParam.optional(),
    position: z.string().trim().max(200, 'position can be at most 200 characters').optional(),
    email: staffEmailParam.optional(),
    phone: optionalText('phone', 50).optional(),
    notes: z.string().trim().max(5000, 'notes can be at most 5000 characters').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change');
export type UpdateStaffBody = z.output<typeof updateStaffBodySchema>;
export type UpdateStaffInput = z.input<typeof updateStaffBodySchema>;

export const staffIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});
export const deleteStaffReplySchema = z.object({ deleted: z.literal(true) });
