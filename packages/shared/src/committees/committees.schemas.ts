import { z } from 'zod';
import { booleanParam, pageParam, pageSizeParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const COMMITTEES_DEFAULT_PAGE_SIZE = 50;
export const COMMITTEES_MAX_PAGE_SIZE = 200;
export const COMMITTEE_SEARCH_TERM_MAX_LENGTH = 200;

/** Chambers a committee belongs to: upper, lower, or legislature (joint). */
export const committeeChambers = ['upper', 'lower', 'legislature'] as const;
export type CommitteeChamber = (typeof committeeChambers)[number];

export const committeeStateCodeParam = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCode must be a two-letter state code such as NY' })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, {
    error: 'stateCode must be a two-letter state code such as NY',
  });

/** A session code as the state writes it (25R, 892); with the state it names legislative_sessions `<state>-<code>`. */
export const committeeSessionCodeParam = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 25R or 892' })
  .transform((value) => value.toUpperCase());

/** Orders of GET /api/committees: by name (within state and chamber), member count or hearing count. */
export const committeeSortFields = ['name', 'members', 'hearings'] as const;
export type CommitteeSortField = (typeof committeeSortFields)[number];

/** GET /api/committees. */
export const committeeListQuerySchema = z
  .object({
    stateCode: committeeStateCodeParam.optional().describe('Two-letter state code; all states when absent.'),
    sessionCode: committeeSessionCodeParam
      .optional()
      .describe('With stateCode: count hearings and referred bills of this session only.'),
    searchTerm: z
      .string()
      .trim()
      .max(COMMITTEE_SEARCH_TERM_MAX_LENGTH, `searchTerm can be at most ${COMMITTEE_SEARCH_TERM_MAX_LENGTH} characters`)
      .optional()
      .describe('Part of the name or of another name of the committee.'),
    includeNonSession: booleanParam
      .default(false)
      .describe('With sessionCode: also list committees with no hearing and no referred bill in the session.'),
    chamber: z.enum(committeeChambers, { error: 'chamber must be upper, lower or legislature' }).optional(),
    sort: z.enum(committeeSortFields, { error: 'sort must be name, members or hearings' }).default('name'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
    page: pageParam,
    pageSize: pageSizeParam(COMMITTEES_MAX_PAGE_SIZE, COMMITTEES_DEFAULT_PAGE_SIZE),
  })
  .refine((query) => query.sessionCode === undefined || query.stateCode !== undefined, {
    error: 'sessionCode needs a stateCode',
    path: ['sessionCode'],
  });
/** What a caller sends (every field optional; page and pageSize as numbers). */
export type CommitteeListQuery = Partial<z.output<typeof committeeListQuerySchema>>;
export type CommitteeListParams = z.output<typeof committeeListQuerySchema>;

const personRefSchema = z.object({
  personId: z.string().nullable().describe('Null when the source name matched no person.'),
  name: z.string(),
});

export const committeeListItemSchema = z.object({
  id: z.string(),
  stateCode: z.string(),
  name: z.string(),
  chamber: z.string().nullable(),
  classification: z.string().describe('committee or subcommittee'),
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  memberCount: z.number().int(),
  chair: personRefSchema.nullable(),
  hearingCount: z.number().int().describe('Hearings of the committee (in the session when one is given).'),
});
export type CommitteeListItem = z.infer<typeof committeeListItemSchema>;

export const committeeListReplySchema = z.object({
  data: z.array(committeeListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CommitteeListReply = z.infer<typeof committeeListReplySchema>;

export const committeeIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(200, 'id is too long'),
});

export const committeeDetailQuerySchema = z.object({
  sessionCode: committeeSessionCodeParam
    .optional()
    .describe("Hearings and referred bills of this session of the committee's state only."),
});

export const committeeMemberSchema = personRefSchema.extend({
  role: z.string().describe('member, chair, vice chair, ranking member, ...'),
  party: z.string().nullable(),
  district: z.string().nullable(),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeHearingSchema = z.object({
  id: z.string(),
  name: z.string(),
  classification: z.string(),
  startTime: z.string().describe('ISO date-time (UTC).'),
  timezone: z.string().describe("The state's IANA time zone: show startTime in it."),
  allDay: z.boolean(),
  location: z.string().nullable(),
  status: z.string().describe('confirmed or cancelled'),
  agendaCount: z.number().int(),
});
export type CommitteeHearing = z.infer<typeof committeeHearingSchema>;

export const referredBillSchema = z.object({
  billId: z.string(),
  identifier: z.string(),
  title: z.string(),
  status: z.number().int().describe('Bill status code 0-6.'),
  statusDate: z.string().nullable(),
  referredOn: z.string().nullable().describe('The earliest hearing or action date that names the committee.'),
  via: z.array(z.enum(['agenda', 'action'])).describe('Where the referral was found.'),
});
export type ReferredBill = z.infer<typeof referredBillSchema>;

export const COMMITTEE_DETAIL_LIST_LIMIT = 200;

export const committeeDetailSchema = z.object({
  id: z.string(),
  stateCode: z.string(),
  name: z.string(),
  chamber: z.string().nullable(),
  classification: z.string(),
  otherNames: z.array(z.string()),
  links: z.array(z.object({ url: z.string(), note: z.string().optional() })),
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  sessionCode: z.string().nullable(),
  members: z.array(committeeMemberSchema),
  subcommittees: z.array(z.object({ id: z.string(), name: z.string(), memberCount: z.number().int() })),
  hearings: z.object({
    upcoming: z.array(committeeHearingSchema).describe('Soonest first.'),
    past: z.array(committeeHearingSchema).describe(`Newest first, at most ${COMMITTEE_DETAIL_LIST_LIMIT}.`),
  }),
  referredBills: z
    .array(referredBillSchema)
    .describe(`Most recently referred first, at most ${COMMITTEE_DETAIL_LIST_LIMIT}.`),
});
export type CommitteeDetail = z.infer<typeof committeeDetailSchema>;
