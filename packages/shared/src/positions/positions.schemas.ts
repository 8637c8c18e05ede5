import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { booleanParam, idParam, idValue } from '../common/query-params';

/** The stances an account takes on a bill, in the order the position card offers them. */
export const billPositionValues = ['support', 'oppose', 'neutral', 'monitor', 'amend'] as const;
export type BillPositionValue = (typeof billPositionValues)[number];

/** What each stance is called on screen. */
export const billPositionLabels: Record<BillPositionValue, string> = {
  support: 'Support',
  oppose: 'Oppose',
  neutral: 'Neutral',
  monitor: 'Monitor',
  amend: 'Amend',
};

/** The longest note a position may carry. */
export const POSITION_NOTE_MAX = 2000;

const positionError = `position must be one of ${billPositionValues.join(', ')}`;

/** Someone of the account, as a position or remark shows them. */
export const personRefSchema = z
  .object({
    id: z.number().int().nullable().describe('Null when the user was deleted.'),
    name: z.string().describe('First and last name, or "Former member" when the user was deleted.'),
  })
  .describe('PersonRef');
export type PersonRef = z.infer<typeof personRefSchema>;

/** A tag a position is for (a client or an issue). */
export const positionTagSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string() })
  .describe('PositionTag');
export type PositionTag = z.infer<typeof positionTagSchema>;

/** POST /api/bill-positions: set (create or change) the account's position on a bill, optionally for one tag. */
export const setBillPositionRequestSchema = z
  .object({
    billId: billIdSchema,
    tagId: idValue('tagId')
      .nullable()
      .optional()
      .describe('A tag you can see (a client or an issue); leave out for the account’s own position.'),
    position: z.enum(billPositionValues, { error: positionError }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(POSITION_NOTE_MAX, `note can be at most ${POSITION_NOTE_MAX} characters`)
      .default('')
      .describe('Why the account takes this position.'),
  })
  .describe('SetBillPositionRequest');
export type SetBillPositionRequest = z.input<typeof setBillPositionRequestSchema>;

export const billPositionSchema = z
  .object({
    id: z.number().int(),
    billId: z.string(),
    tag: positionTagSchema.nullable().describe('Null for the account’s own position on the bill.'),
    position: z.enum(billPositionValues),
    note: z.string(),
    setBy: personRefSchema.describe('Who set the position last.'),
    createdAt: z.string().describe('When the position was first taken (ISO date-time).'),
    updatedAt: z.string().describe('When it last changed (ISO date-time).'),
  })
  .describe('BillPosition');
export type BillPosition = z.infer<typeof billPositionSchema>;

export const billPositionChangeSchema = z
  .object({
    id: z.number().int(),
    tag: positionTagSchema.nullable(),
    from: z.enum(billPositionValues).nullable().describe('The position before this change; null when none.'),
    to: z.enum(billPositionValues).nullable().describe('The position after this change; null when withdrawn.'),
    note: z.string(),
    changedBy: personRefSchema,
    changedAt: z.string(),
  })
  .describe('BillPositionChange');
export type BillPositionChange = z.infer<typeof billPositionChangeSchema>;

/** POST reply: the position as it now stands, and whether anything changed (a repeat of the same is no change). */
export const setBillPositionReplySchema = z
  .object({ position: billPositionSchema, changed: z.boolean() })
  .describe('SetBillPositionReply');
export type SetBillPositionReply = z.infer<typeof setBillPositionReplySchema>;

export const billPositionsQuerySchema = z.object({
  billId: billIdSchema,
  tagId: idParam('tagId').optional().describe('Only the position for this tag.'),
  includeHistory: booleanParam.optional().describe('Also return every change, newest first.'),
});
export type BillPositionsQuery = z.input<typeof billPositionsQuerySchema>;

export const billPositionsReplySchema = z
  .object({
    data: z.array(billPositionSchema).describe('Current positions: the account’s own first, then by tag name.'),
    history: z.array(billPositionChangeSchema).optional().describe('With includeHistory: every change, newest first.'),
    canEdit: z.boolean().describe('Whether the caller may set and withdraw positions (admins and users).'),
  })
  .describe('BillPositionsReply');
export type BillPositionsReply = z.infer<typeof billPositionsReplySchema>;

export const billPositionIdParamsSchema = z.object({ id: idParam('id') });
