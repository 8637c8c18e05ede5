import { z } from 'zod';
import { isoDateTime } from '../common/date-time';
import { booleanParam, idParam, idValue, pageParam, pageSizeParam } from '../common/query-params';

/** Relationship strength: 1 (met once) to 5 (close). */
export const RELATIONSHIP_STRENGTH_MIN = 1;
export const RELATIONSHIP_STRENGTH_MAX = 5;
export const relationshipStrengthLabels: Record<number, string> = {
  1: 'Met once',
  2: 'Acquainted',
  3: 'Working relationship',
  4: 'Strong',
  5: 'Close',
};
export const RELATIONSHIP_NOTES_MAX = 4000;

const strength = z.coerce
  .number({ error: 'strength must be a whole number from 1 to 5' })
  .int('strength must be a whole number from 1 to 5')
  .min(RELATIONSHIP_STRENGTH_MIN, 'strength must be a whole number from 1 to 5')
  .max(RELATIONSHIP_STRENGTH_MAX, 'strength must be a whole number from 1 to 5')
  .describe('1 (met once) to 5 (close).');
const notes = z
  .string({ error: 'notes must be text' })
  .trim()
  .max(RELATIONSHIP_NOTES_MAX, `notes can be at most ${RELATIONSHIP_NOTES_MAX} characters`);
const lastContactAt = isoDateTime('lastContactAt')
  .nullable()
  .describe('When this person last spoke with the legislator or staffer.');
const stateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'stateCode must be a two-letter state code')
  .transform((value) => value.toUpperCase());
const memberIdValue = z.string().trim().min(1, 'memberId is required').max(200, 'memberId is too long');

/** POST /api/relationships: someone of the account knows a legislator (memberId) or an account staffer (staffId). */
export const createRelationshipRequestSchema = z
  .object({
    memberId: memberIdValue.optional().describe('The legislator (a people id).'),
    staffId: idValue('staffId').optional().describe('A staffer the account recorded (account_staff).'),
    userId: idValue('userId').optional().describe('Who on the team knows them; default: the caller.'),
    strength: strength.default(3),
    notes: notes.default(''),
    lastContactAt: lastContactAt.optional(),
  })
  .refine((input) => (input.memberId === undefined) !== (input.staffId === undefined), {
    error: 'Give either memberId or staffId',
    path: ['memberId'],
  })
  .describe('CreateRelationshipRequest');
export type CreateRelationshipRequest = z.input<typeof createRelationshipRequestSchema>;

/** PATCH /api/relationships/{id}: change strength, notes, last contact or who on the team it is. */
export const updateRelationshipRequestSchema = z
  .object({
    userId: idValue('userId').optional(),
    strength: strength.optional(),
    notes: notes.optional(),
    lastContactAt: lastContactAt.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Nothing to change: give strength, notes, lastContactAt or userId',
  })
  .describe('UpdateRelationshipRequest');
export type UpdateRelationshipRequest = z.input<typeof updateRelationshipRequestSchema>;

export const relationshipSchema = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string() }).describe('Who on the team knows them.'),
    memberId: z.string().nullable(),
    staff: z
      .object({ id: z.number().int(), name: z.string(), position: z.string(), memberId: z.string().nullable() })
      .nullable()
      .describe('The staffer, for a relationship with one.'),
    strength: z.number().int(),
    notes: z.string(),
    lastContactAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Relationship');
export type Relationship = z.infer<typeof relationshipSchema>;

export const relationshipIdParamsSchema = z.object({ id: idParam('id') });
export const relationshipMemberParamsSchema = z.object({ memberId: memberIdValue });

export const memberRelationshipsQuerySchema = z.object({
  accountId: idParam('accountId').optional().describe('Only your own account (others answer 403).'),
  stateCode: stateCode.optional(),
  sessionCode: z.string().trim().max(40).optional(),
});

export const memberRelationshipsReplySchema = z
  .object({
    member: z.object({
      id: z.string(),
      name: z.string(),
      stateCode: z.string(),
      party: z.string().nullable(),
      chamber: z.string().nullable(),
      district: z.string().nullable(),
    }),
    data: z.array(relationshipSchema).describe('Who on the team knows the member and their staff, strongest first.'),
    canEdit: z.boolean().describe('Whether the caller may add, change and delete (admins and users).'),
  })
  .describe('MemberRelationshipsReply');
export type MemberRelationshipsReply = z.infer<typeof memberRelationshipsReplySchema>;

export const legislatorSorts = ['name', 'strength', 'lastContact'] as const;

export const legislatorRelationshipsQuerySchema = z.object({
  stateCode,
  sessionCode: z.string().trim().max(40).optional(),
  accountId: idParam('accountId').optional().describe('Only your own account (others answer 403).'),
  searchTerm: z.string().trim().max(100, 'searchTerm can be at most 100 characters').optional(),
  knownOnly: booleanParam.optional().describe('Only legislators someone on the team knows.'),
  sort: z.enum(legislatorSorts, { error: 'sort must be name, strength or lastContact' }).default('name'),
  page: pageParam,
  pageSize: pageSizeParam(200, 50),
});
export type LegislatorRelationshipsQuery = z.input<typeof legislatorRelationshipsQuerySchema>;

export const legislatorRelationshipsSchema = z
  .object({
    memberId: z.string(),
    name: z.string(),
    party: z.string().nullable(),
    chamber: z.string().nullable(),
    district: z.string().nullable(),
    strongest: z.number().int().nullable().describe('The strongest relationship anyone on the team has; null if none.'),
    lastContactAt: z.string().nullable(),
    relationships: z.array(relationshipSchema),
  })
  .describe('LegislatorRelationships');
export type LegislatorRelationships = z.infer<typeof legislatorRelationshipsSchema>;

export const legislatorRelationshipsReplySchema = z
  .object({
    data: z.array(legislatorRelationshipsSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    known: z.number().int().describe('Legislators of the state someone on the team knows.'),
  })
  .describe('LegislatorRelationshipsReply');
export type LegislatorRelationshipsReply = z.infer<typeof legislatorRelationshipsReplySchema>;

export const publicContributionsQuerySchema = z.object({
  stateCode: stateCode.optional(),
  sessionCode: z.string().trim().max(40).optional(),
});

export const publicContributionSchema = z.object({
  id: z.number().int(),
  contributorName: z.string(),
  contributorType: z.string().nullable(),
  contributorEmployer: z.string().nullable(),
  contributorCity: z.string().nullable(),
  contributorState: z.string().nullable(),
  amount: z.number(),
  receivedOn: z.string().nullable(),
  filerId: z.number().int(),
});

export const publicContributionsReplySchema = z
  .object({
    member: z.object({ id: z.string(), name: z.string(), stateCode: z.string() }),
    filers: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          candidateName: z.string().nullable(),
          office: z.string().nullable(),
          district: z.string().nullable(),
          registrationNumber: z.string(),
          source: z.string(),
        }),
      )
      .describe('The campaign committees matched to the member (decision 033 explains the matching).'),
    data: z.array(publicContributionSchema).describe('Up to 200 contributions, newest first.'),
    total: z.number().int(),
    totalAmount: z.number(),
    message: z.string().nullable().describe('Why the list is empty, when it is.'),
  })
  .describe('PublicContributionsReply');
export type PublicContributionsReply = z.infer<typeof publicContributionsReplySchema>;
