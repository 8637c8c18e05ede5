import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, listParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN, STATE_KEY_PATTERN } from '../reference/states';
import { testimonyPositions } from '../testimony/testimony.schemas';

// The lobbyist portal (advocate management): SPEC section 7, "Advocate management and accounts"; decisions 075
// (advocates and seats) and 076 (portal views and their refresh).

export const advocateMessages = {
  portalOff: 'The lobbyist portal is not turned on for this account. An admin can ask to have it enabled.',
  noAdvocateSeats: (seats: number) =>
    `All ${seats} advocate seats are in use. Free one (revoke an invitation or disable an advocate) or add advocate seats to your plan.`,
  notAdvocate: 'No advocate of your account has this id.',
  testimonyNotFound: 'No testimony of your account has this id.',
  onlyDraftEditable: 'Only a draft can be changed: this testimony is already approved or filed.',
  approveNeedsDraft: 'Only a draft can be approved.',
  fileNeedsApproved: 'Approve the testimony before filing it.',
  statementRequired: 'Write the statement (or attach it as a file) before asking for approval.',
  hearingNotOfBill: 'This hearing does not take up that bill: pick one of the bill’s hearings from the calendar.',
  stateCodesRequired: 'Choose at least one state for the advocate.',
} as const;

const stateCodeParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(STATE_CODE_PATTERN, { error: `${name} must be a two-letter state code such as TX` })
    .transform((value) => value.toUpperCase())
    .refine((value) => parseStateCode(value) !== undefined, {
      error: `${name} must be a two-letter state code such as TX`,
    });

/** A state code or ALL (every state) in the query string; ALL and no value mean the same. */
const stateKeyParam = z
  .string()
  .trim()
  .regex(STATE_KEY_PATTERN, { error: 'state must be a two-letter state code such as TX, or ALL' })
  .transform((value) => value.toUpperCase());

// ---------- invite and seats ----------

/** POST /api/advocate-management. */
export const inviteAdvocateRequestSchema = z
  .object({
    email: z.email({ error: 'Enter a valid e-mail address' }).max(254),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    stateCodes: z
      .array(stateCodeParam('stateCodes'), { error: advocateMessages.stateCodesRequired })
      .min(1, advocateMessages.stateCodesRequired)
      .max(60)
      .describe('The states the advocate works in, e.g. ["TX"].'),
  })
  .describe('InviteAdvocateRequest');
export type InviteAdvocateRequest = z.infer<typeof inviteAdvocateRequestSchema>;

export const advocateSeatsSchema = z
  .object({
    seats: z.number().int().describe('Advocate seats in the plan.'),
    activeAdvocates: z.number().int(),
    pendingInvitations: z.number().int(),
    available: z.number().int(),
  })
  .describe('AdvocateSeats');
export type AdvocateSeats = z.infer<typeof advocateSeatsSchema>;

export const advocateInvitationCreatedSchema = z
  .object({
    invitationId: z.number().int(),
    email: z.string(),
    stateCodes: z.array(z.string()),
    expiresAt: z.string(),
    delivery: z.enum(['email', 'link']),
    acceptUrl: z.string().optional().describe('Only when delivery is link: give it to the invitee yourself.'),
    seats: advocateSeatsSchema,
  })
  .describe('AdvocateInvitationCreated');
export type AdvocateInvitationCreated = z.infer<typeof advocateInvitationCreatedSchema>;

// ---------- advocates ----------

export const advocateSummarySchema = z
  .object({
    id: z.number().int().describe('The advocate’s user id.'),
    name: z.string(),
    email: z.string(),
    status: z.string().describe('active or disabled.'),
    stateCodes: z.array(z.string()),
    trackedBills: z.number().int(),
    testimonies: z.number().int(),
    lastActivityAt: z.string().nullable(),
  })
  .describe('AdvocateSummary');
export type AdvocateSummary = z.infer<typeof advocateSummarySchema>;

/** GET /api/advocate-management/states/lobbyists. */
export const stateLobbyistsQuerySchema = z.object({ stateCode: stateCodeParam('stateCode').optional() });
export const advocateListReplySchema = z
  .object({ data: z.array(advocateSummarySchema), refreshedAt: z.string().nullable() })
  .describe('AdvocateList');
export type AdvocateListReply = z.infer<typeof advocateListReplySchema>;

/** GET /api/advocate-management/lobbyists/{id}. */
export const advocateParamsSchema = z.object({ id: idParam('id') });
export const advocateProfileQuerySchema = z.object({
  state: stateKeyParam.optional().describe('Keep only this state’s bills, testimony and registrations.'),
  accountId: idParam('accountId')
    .optional()
    .describe('The account; must be the one you are signed in to (your selected account is used anyway).'),
});
export type AdvocateProfileQuery = z.infer<typeof advocateProfileQuerySchema>;

export const registrationMatchSchema = z.object({
  lobbyistId: z.number().int(),
  name: z.string(),
  stateCode: z.string(),
  clients: z.array(z.string()),
  years: z.array(z.number().int()),
  reason: z.string().describe('Why this public registration is thought to be the advocate’s.'),
});
export type RegistrationMatch = z.infer<typeof registrationMatchSchema>;

export const advocateTrackedBillSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  stateCode: z.string(),
  trackedAt: z.string(),
});

export const advocateRelationshipSchema = z.object({
  memberId: z.string(),
  memberName: z.string(),
  stateCode: z.string(),
  kind: z.string(),
  lastContactAt: z.string().nullable(),
});
export type AdvocateRelationship = z.infer<typeof advocateRelationshipSchema>;

// ---------- testimony ----------

export const testimonyStatuses = ['draft', 'approved', 'filed'] as const;
export type TestimonyStatus = (typeof testimonyStatuses)[number];

export const advocateTestimonyFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});

export const advocateTestimonySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(testimonyStatuses),
    position: z.enum(testimonyPositions),
    bill: z.object({ id: z.string(), identifier: z.string(), title: z.string(), stateCode: z.string() }),
    hearing: z
      .object({
        eventId: z.string(),
        name: z.string(),
        committeeName: z.string().nullable(),
        startTime: z.string(),
        location: z.string().nullable(),
      })
      .nullable(),
    advocate: z.object({ id: z.number().int(), name: z.string() }),
    outcome: z.string().nullable(),
    fileCount: z.number().int(),
    updatedAt: z.string(),
  })
  .describe('AdvocateTestimony');
export type AdvocateTestimony = z.infer<typeof advocateTestimonySchema>;

export const advocateTestimonyDetailSchema = advocateTestimonySchema
  .extend({
    statement: z.string(),
    files: z.array(advocateTestimonyFileSchema),
    approvedBy: z.string().nullable(),
    approvedAt: z.string().nullable(),
    filedAt: z.string().nullable(),
    submitted: z
      .object({
        position: z.string(),
        statement: z.string(),
        files: z.array(z.object({ id: z.number().int(), fileName: z.string(), sizeBytes: z.number().int() })),
        filedAt: z.string(),
      })
      .nullable()
      .describe('The version that was filed, kept as it was.'),
    signInForms: z
      .array(z.object({ url: z.string(), note: z.string() }))
      .describe('The state’s witness or position sign-in forms for the hearing, where it publishes them.'),
    createdAt: z.string(),
  })
  .describe('AdvocateTestimonyDetail');
export type AdvocateTestimonyDetail = z.infer<typeof advocateTestimonyDetailSchema>;

/** GET /api/advocate-management/testimonies. */
export const testimoniesQuerySchema = z.object({
  status: z.enum(testimonyStatuses, { error: 'status must be draft, approved or filed' }).optional(),
  stateCode: stateCodeParam('stateCode').optional(),
  advocateId: idParam('advocateId').optional(),
});
export type TestimoniesQuery = z.infer<typeof testimoniesQuerySchema>;
export const testimoniesReplySchema = z.object({ data: z.array(advocateTestimonySchema) }).describe('Testimonies');
export type TestimoniesReply = z.infer<typeof testimoniesReplySchema>;
export const testimonyParamsSchema = z.object({ id: idParam('id') });
export const testimonyFileParamsSchema = z.object({ id: idParam('id'), fileId: idParam('fileId') });

const statementField = z.string().max(50_000, 'The statement can be at most 50,000 characters');
const positionField = z.enum(testimonyPositions, { error: 'position must be for, against or on' });

/** POST /api/advocate-management/testimonies (ours: SPEC names only the reads). */
export const createTestimonyRequestSchema = z
  .object({
    billId: billIdSchema,
    eventId: z.string().trim().min(1).max(200).optional().describe('The hearing (calendar event) it is for.'),
    position: positionField,
    statement: statementField.default(''),
  })
  .describe('CreateTestimonyRequest');
export type CreateTestimonyRequest = z.input<typeof createTestimonyRequestSchema>;

/** PATCH /api/advocate-management/testimonies/{id}: a draft's fields; outcome also after filing. */
export const updateTestimonyRequestSchema = z
  .object({
    eventId: z.string().trim().min(1).max(200).nullable().optional(),
    position: positionField.optional(),
    statement: statementField.optional(),
    outcome: z.string().trim().max(2000).nullable().optional(),
  })
  .describe('UpdateTestimonyRequest');
export type UpdateTestimonyRequest = z.infer<typeof updateTestimonyRequestSchema>;

// ---------- dashboard, tracking counts, refresh ----------

/** GET /api/advocate-management/dashboard. */
export const dashboardQuerySchema = z.object({ state: stateKeyParam.optional() });

export const advocateHearingSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  committeeName: z.string().nullable(),
  startTime: z.string(),
  stateCode: z.string(),
  bill: z.object({ id: z.string(), identifier: z.string() }),
  advocates: z.number().int().describe('How many advocates track the bill.'),
});
export type AdvocateHearing = z.infer<typeof advocateHearingSchema>;

export const stateTotalsSchema = z.object({
  stateCode: z.string().describe('A state code, or ALL for every state together.'),
  advocates: z.number().int(),
  trackedBills: z.number().int(),
  upcomingHearings: z.number().int(),
  testimonies: z.object({ draft: z.number().int(), approved: z.number().int(), filed: z.number().int() }),
  lastActivityAt: z.string().nullable(),
});
export type StateTotals = z.infer<typeof stateTotalsSchema>;

export const advocateDashboardSchema = z
  .object({
    state: z.string().describe('The state asked for, or ALL.'),
    totals: stateTotalsSchema,
    states: z.array(stateTotalsSchema).describe('One entry per state with advocates or tracking, by state code.'),
    hearings: z.array(advocateHearingSchema).describe('The next hearings of bills advocates track (at most 10).'),
    recentTestimonies: z.array(advocateTestimonySchema).describe('The five testimonies changed last.'),
    seats: advocateSeatsSchema,
    refreshedAt: z.string(),
  })
  .describe('AdvocateDashboard');
export type AdvocateDashboard = z.infer<typeof advocateDashboardSchema>;

export const trackingCountQuerySchema = z.object({
  billIds: listParam(billIdSchema)
    .refine((ids) => ids.length >= 1, { error: 'billIds is required: one or more bill ids' })
    .refine((ids) => ids.length <= 200, { error: 'At most 200 billIds at once' }),
});
export const trackingCountReplySchema = z
  .object({
    data: z.array(
      z.object({ billId: z.string(), advocates: z.number().int().describe('Advocates who track the bill.') }),
    ),
  })
  .describe('BillTrackingCounts');
export type TrackingCountReply = z.infer<typeof trackingCountReplySchema>;

export const advocateViews = ['calendar', 'dashboard', 'main-dashboard', 'user-dashboard'] as const;
export type AdvocateView = (typeof advocateViews)[number];
export const refreshReplySchema = z
  .object({
    refreshed: z.array(z.object({ view: z.enum(advocateViews), rows: z.number().int(), refreshedAt: z.string() })),
  })
  .describe('AdvocateViewsRefreshed');
export type RefreshReply = z.infer<typeof refreshReplySchema>;

// ---------- profile and relationships (after testimony: the profile lists testimony) ----------

export const advocateProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: z.string(),
    stateCodes: z.array(z.string()).describe('The states the advocate works in; empty: every state.'),
    clients: z.array(z.string()).describe('Clients named by the public registrations matched below.'),
    trackedBills: z.array(advocateTrackedBillSchema),
    testimonies: z.array(advocateTestimonySchema),
    relationships: z.array(advocateRelationshipSchema),
    registrations: z
      .array(registrationMatchSchema)
      .describe('Public lobbyist registrations matched by name and state, each with the reason.'),
  })
  .describe('AdvocateProfile');
export type AdvocateProfile = z.infer<typeof advocateProfileSchema>;

/** GET /api/advocate-management/relationships (ours): advocates and the legislators they reach. */
export const relationshipsQuerySchema = z.object({ stateCode: stateCodeParam('stateCode').optional() });
export const advocateRelationshipsReplySchema = z
  .object({
    data: z.array(
      advocateRelationshipSchema.extend({ advocate: z.object({ id: z.number().int(), name: z.string() }) }),
    ),
  })
  .describe('AdvocateRelationships');
export type AdvocateRelationshipsReply = z.infer<typeof advocateRelationshipsReplySchema>;
