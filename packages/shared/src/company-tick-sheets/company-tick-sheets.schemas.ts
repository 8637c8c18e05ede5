import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam } from '../common/query-params';

/** A company's stance on a bill as the team records it (the company_tick_sheet_entries check constraint). */
export const companyBillPositions = ['support', 'oppose', 'neutral', 'monitor', 'unknown'] as const;
export type CompanyBillPosition = (typeof companyBillPositions)[number];

/** What each position is called on screen and in exports. */
export const companyBillPositionLabels: Record<CompanyBillPosition, string> = {
  support: 'Supports',
  oppose: 'Opposes',
  neutral: 'Neutral',
  monitor: 'Monitoring',
  unknown: 'Unknown',
};

/** The longest note a company row may carry. */
export const COMPANY_TICK_NOTE_MAX = 2000;

export const companyTickSheetParamsSchema = z.object({ id: billIdSchema });
export const companyTickSheetEntryParamsSchema = z.object({ id: billIdSchema, companyId: idParam('companyId') });

/** PUT /api/bills/{id}/company-tick-sheet/{companyId}: the team's record of where a company stands on the bill. */
export const setCompanyTickSheetEntryRequestSchema = z
  .object({
    position: z.enum(companyBillPositions, {
      error: `position must be one of ${companyBillPositions.join(', ')}`,
    }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(COMPANY_TICK_NOTE_MAX, `note can be at most ${COMPANY_TICK_NOTE_MAX} characters`)
      .default('')
      .describe('What the company said, or why the team thinks so.'),
  })
  .describe('SetCompanyTickSheetEntryRequest');
export type SetCompanyTickSheetEntryRequest = z.input<typeof setCompanyTickSheetEntryRequestSchema>;

const personRef = z.object({ id: z.number().int().nullable(), name: z.string() });

export const companyTickSheetEntrySchema = z
  .object({
    companyId: z.number().int(),
    position: z.enum(companyBillPositions).describe('The team’s recorded position; unknown until recorded.'),
    note: z.string(),
    updatedBy: personRef.nullable().describe('Who recorded it last; null when never recorded.'),
    updatedAt: z.string().nullable(),
  })
  .describe('CompanyTickSheetEntry');
export type CompanyTickSheetEntry = z.infer<typeof companyTickSheetEntrySchema>;

/** A position a public record shows: a witness of the company testified for, against or on the bill. */
export const knownCompanyPositionSchema = z
  .object({
    source: z.literal('testimony'),
    position: z.enum(['support', 'oppose', 'neutral']).nullable().describe('null when the witness list does not say.'),
    witnessName: z.string(),
    date: z.string().nullable(),
  })
  .describe('KnownCompanyPosition');
export type KnownCompanyPosition = z.infer<typeof knownCompanyPositionSchema>;

export const companyTickSheetRowSchema = companyTickSheetEntrySchema
  .extend({
    company: z.object({ id: z.number().int(), name: z.string(), state: z.string().nullable() }),
    reasons: z
      .array(z.string())
      .describe('Why the company cares about the bill (its testimony, what it lobbies on); empty when added by hand.'),
    known: z.array(knownCompanyPositionSchema).describe('Positions in the public record, newest first.'),
    shownPosition: z
      .enum(companyBillPositions)
      .describe('What the sheet shows: the team’s position when recorded, else the latest testimony’s, else unknown.'),
    positionSource: z
      .enum(['team', 'testimony'])
      .nullable()
      .describe('Where shownPosition comes from; null when unknown.'),
  })
  .describe('CompanyTickSheetRow');
export type CompanyTickSheetRow = z.infer<typeof companyTickSheetRowSchema>;

export const companyTickSheetReplySchema = z
  .object({
    bill: z.object({ id: z.string(), identifier: z.string(), title: z.string(), stateCode: z.string() }),
    companies: z
      .array(companyTickSheetRowSchema)
      .describe('The companies that care about the bill, then the ones the team added, by name.'),
    counts: z.record(z.enum(companyBillPositions), z.number().int()).describe('Rows per shown position.'),
    message: z.string().nullable().describe('Why no company is linked to the bill, when none is.'),
    canEdit: z.boolean().describe('Whether the caller may record positions (admins and users).'),
  })
  .describe('CompanyTickSheetReply');
export type CompanyTickSheetReply = z.infer<typeof companyTickSheetReplySchema>;
