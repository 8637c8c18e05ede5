import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { isoDateTime } from '../common/date-time';

/** A member's expected vote as the team sees it, in the order the stance control offers them. */
export const tickStances = ['yes', 'lean_yes', 'undecided', 'lean_no', 'no', 'unknown'] as const;
export type TickStance = (typeof tickStances)[number];

/** What each stance is called on screen and in exports. */
export const tickStanceLabels: Record<TickStance, string> = {
  yes: 'Yes',
  lean_yes: 'Lean yes',
  undecided: 'Undecided',
  lean_no: 'Lean no',
  no: 'No',
  unknown: 'Unknown',
};

/** The vote a stance predicts: yes and lean yes count as yes, no and lean no as no, the rest predict nothing. */
export const predictedVote = (stance: TickStance): 'yes' | 'no' | null =>
  stance === 'yes' || stance === 'lean_yes' ? 'yes' : stance === 'no' || stance === 'lean_no' ? 'no' : null;

/** The longest note a tick-sheet row may carry. */
export const TICK_NOTE_MAX = 2000;

/** Which body the sheet lists: auto picks the committee the bill sits in, or its chamber when there is none. */
export const tickSheetBodies = ['auto', 'committee', 'chamber'] as const;
export const tickExportFormats = ['csv', 'xlsx'] as const;

export const tickSheetParamsSchema = z.object({ id: billIdSchema });

export const tickSheetQuerySchema = z.object({
  body: z
    .enum(tickSheetBodies, { error: 'body must be auto, committee or chamber' })
    .default('auto')
    .describe('auto: the committee the bill sits in, else its chamber; committee or chamber to choose.'),
});
export type TickSheetQuery = z.input<typeof tickSheetQuerySchema>;

export const tickSheetExportQuerySchema = tickSheetQuerySchema.extend({
  format: z.enum(tickExportFormats, { error: 'format must be csv or xlsx' }).default('csv'),
});

export const tickSheetEntryParamsSchema = z.object({
  id: billIdSchema,
  memberId: z.string().trim().min(1, 'memberId is required').max(200, 'memberId is too long'),
});

/** PUT /api/bills/{id}/tick-sheet/{memberId}: the team's stance for one member, with a note and last contact. */
export const setTickSheetEntryRequestSchema = z
  .object({
    stance: z.enum(tickStances, { error: `stance must be one of ${tickStances.join(', ')}` }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(TICK_NOTE_MAX, `note can be at most ${TICK_NOTE_MAX} characters`)
      .default('')
      .describe('The last contact or why the team expects this vote.'),
    lastContactAt: isoDateTime('lastContactAt')
      .nullable()
      .optional()
      .describe('When the team last spoke with the member.'),
  })
  .describe('SetTickSheetEntryRequest');
export type SetTickSheetEntryRequest = z.input<typeof setTickSheetEntryRequestSchema>;

const personRef = z.object({ id: z.number().int().nullable(), name: z.string() });

export const tickSheetEntrySchema = z
  .object({
    memberId: z.string(),
    stance: z.enum(tickStances),
    note: z.string(),
    lastContactAt: z.string().nullable(),
    updatedBy: personRef.nullable().describe('Who marked the stance last; null when never marked.'),
    updatedAt: z.string().nullable(),
  })
  .describe('TickSheetEntry');
export type TickSheetEntry = z.infer<typeof tickSheetEntrySchema>;

export const actualVotes = ['yes', 'no', 'other'] as const;
export const comparisonOutcomes = ['match', 'miss', 'unpredicted'] as const;
export type ComparisonOutcome = (typeof comparisonOutcomes)[number];

export const tickSheetMemberSchema = tickSheetEntrySchema
  .extend({
    name: z.string(),
    party: z.string().nullable(),
    partyCode: z.string().nullable().describe('D, R, I, L, G or null.'),
    chamber: z.string().nullable(),
    district: z.string().nullable(),
    role: z.string().nullable().describe('The committee role (chair, vice chair, member); null on a chamber sheet.'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    imageUrl: z.string().describe('The member photo (or generated avatar) path.'),
    knownBy: z
      .array(z.object({ userName: z.string(), strength: z.number().int() }))
      .describe('Who on the team knows the member or their staff (relationships), strongest first: who to send.'),
    actualVote: z
      .enum(actualVotes)
      .nullable()
      .describe(
        'How the member voted in the compared roll call (other: absent, excused, not voting); null if not in it.',
      ),
    outcome: z
      .enum(comparisonOutcomes)
      .nullable()
      .describe('match: the stance predicted the vote; miss: it did not; unpredicted: undecided or unknown.'),
  })
  .describe('TickSheetMember');
export type TickSheetMember = z.infer<typeof tickSheetMemberSchema>;

export const whipCountSchema = z
  .object({
    yes: z.number().int(),
    lean_yes: z.number().int(),
    undecided: z.number().int(),
    lean_no: z.number().int(),
    no: z.number().int(),
    unknown: z.number().int(),
    total: z.number().int().describe('Members on the sheet.'),
    needed: z.number().int().describe('A simple majority of the members on the sheet.'),
    likelyYes: z.number().int().describe('yes + lean yes.'),
    likelyNo: z.number().int().describe('no + lean no.'),
  })
  .describe('WhipCount');
export type WhipCount = z.infer<typeof whipCountSchema>;

export const tickSheetRollCallSchema = z
  .object({
    id: z.string(),
    motion: z.string(),
    date: z.string().nullable(),
    result: z.string(),
    chamber: z.string().nullable(),
    kind: z.enum(['committee', 'floor']).describe('committee: the committee’s own vote; floor: the chamber’s.'),
    yesCount: z.number().int(),
    noCount: z.number().int(),
    otherCount: z.number().int(),
    comparison: z.object({
      predictedYes: z.number().int(),
      predictedNo: z.number().int(),
      actualYes: z.number().int().describe('Members on the sheet who voted yes.'),
      actualNo: z.number().int(),
      matched: z.number().int(),
      missed: z.number().int(),
      unpredicted: z.number().int(),
      notInRollCall: z.number().int().describe('Members on the sheet with no recorded vote.'),
    }),
  })
  .describe('TickSheetRollCall');
export type TickSheetRollCall = z.infer<typeof tickSheetRollCallSchema>;

export const tickSheetReplySchema = z
  .object({
    bill: z.object({ id: z.string(), identifier: z.string(), title: z.string(), stateCode: z.string() }),
    body: z.object({
      kind: z.enum(['committee', 'chamber']),
      committeeId: z.string().nullable(),
      name: z.string().describe('The committee’s or the chamber’s name as shown.'),
      chamber: z.string().nullable(),
      reason: z.string().describe('Why this body: the referral action or hearing it comes from, or the fallback.'),
    }),
    committeeAvailable: z.boolean().describe('Whether a committee with members was found (so body=committee works).'),
    members: z.array(tickSheetMemberSchema),
    count: whipCountSchema,
    rollCall: tickSheetRollCallSchema.nullable().describe('The latest roll call of this body; null before one.'),
    canEdit: z.boolean().describe('Whether the caller may mark stances (admins and users).'),
  })
  .describe('TickSheetReply');
export type TickSheetReply = z.infer<typeof tickSheetReplySchema>;
