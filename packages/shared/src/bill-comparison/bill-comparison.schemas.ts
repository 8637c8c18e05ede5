import { z } from 'zod';
import { aiCitationSchema } from '../ai/ai.schemas';
import { billIdSchema } from '../bills/bill-id';
import { MAX_ROW_ID } from '../common/query-params';

/** Characters of a changed section's text sent with the comparison (each side); longer text is cut and marked. */
export const COMPARISON_SECTION_TEXT_LIMIT = 4000;

const sideSchema = z
  .object({
    billId: billIdSchema,
    versionId: z.coerce
      .number({ error: 'versionId must be a number' })
      .int()
      .positive('versionId must be a positive number')
      .max(MAX_ROW_ID, 'versionId must be a version id')
      .optional()
      .describe('A version of the bill; its latest version with text when omitted.'),
  })
  .describe('One side of a comparison: a bill, and optionally one of its versions.');

/** POST /api/bills/comparison: two bills, or two versions of one bill. */
export const comparisonRequestSchema = z
  .object({ left: sideSchema, right: sideSchema })
  .describe('BillComparisonRequest');
export type ComparisonRequest = z.infer<typeof comparisonRequestSchema>;

export const comparedVersionSchema = z.object({
  billId: z.string(),
  identifier: z.string(),
  stateCode: z.string(),
  title: z.string(),
  versionId: z.number().int(),
  versionName: z.string(),
  versionDate: z.string().nullable(),
  words: z.number().int().describe('Words in the version text.'),
});
export type ComparedVersion = z.infer<typeof comparedVersionSchema>;

export const redlineOpSchema = z.enum(['equal', 'insert', 'delete']);
export type RedlineOp = z.infer<typeof redlineOpSchema>;

export const redlineSegmentSchema = z.object({
  op: redlineOpSchema,
  text: z.string().describe('The words of the segment with their spacing, as in the version text.'),
  section: z
    .string()
    .optional()
    .describe('Set when a section of the text begins with this segment: its label (SECTION 2). The page breaks there.'),
});
export type RedlineSegment = z.infer<typeof redlineSegmentSchema>;

export const touchedStatuteSchema = z.object({
  code: z.string().describe('As the statutes write it: TX Health and Safety Code.'),
  section: z.string(),
  kind: z.string().describe('amends, adds, repeals or cites.'),
  statuteSectionId: z.number().int().nullable().describe('The stored section (/statutes/:id) when it is loaded.'),
  regulationSectionId: z.number().int().nullable(),
});
export type TouchedStatute = z.infer<typeof touchedStatuteSchema>;

export const changedSectionSchema = z.object({
  status: z.enum(['added', 'removed', 'changed']),
  label: z.string().describe('The section as the right (newer) text labels it; the left label for a removed one.'),
  leftLabel: z.string().nullable().describe('The matching section of the left text (renumbered sections differ).'),
  insertedWords: z.number().int(),
  deletedWords: z.number().int(),
  leftStart: z.number().int().nullable().describe('Offsets of the section in the left version text.'),
  leftEnd: z.number().int().nullable(),
  rightStart: z.number().int().nullable().describe('Offsets of the section in the right version text.'),
  rightEnd: z.number().int().nullable(),
  excerpt: z.string().describe('The start of the section text (right side; left for a removed one).'),
  firstInserted: z.string().nullable().describe('The first words inserted in the section.'),
  firstDeleted: z.string().nullable().describe('The first words deleted from the section.'),
  statutes: z.array(touchedStatuteSchema).describe('Statute sections the section’s text refers to.'),
});
export type ChangedSection = z.infer<typeof changedSectionSchema>;

export const billComparisonSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    left: comparedVersionSchema,
    right: comparedVersionSchema,
    sameBill: z.boolean(),
    redline: z.object({
      segments: z.array(redlineSegmentSchema),
      insertedWords: z.number().int(),
      deletedWords: z.number().int(),
      aligned: z
        .boolean()
        .describe(
          'False when the texts differ too much to align word by word: all left text deleted, all right inserted.',
        ),
    }),
    sections: z
      .array(changedSectionSchema)
      .describe('Sections added, removed or changed, in the order of the right text.'),
    amounts: z
      .array(z.object({ op: z.enum(['insert', 'delete']), text: z.string() }))
      .describe('Dollar amounts, percentages and dates among the inserted and deleted words.'),
  })
  .describe('BillComparison');
export type BillComparison = z.infer<typeof billComparisonSchema>;

export const comparisonIdParamsSchema = z.object({
  id: z.string().uuid({ error: 'id must be a comparison id' }),
});

/** GET /api/bills/comparison-ai/{id}: what changed, in plain words, with citations to the passages. */
export const comparisonSummarySchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    extractive: z.boolean().describe('True when the account is built from the redline itself, not written by a model.'),
    summary: z.string().describe('Plain-language account; [n] cites citations[n-1].'),
    points: z.array(z.object({ text: z.string(), citations: z.array(z.number().int()) })),
    citations: z.array(aiCitationSchema),
  })
  .describe('BillComparisonSummary');
export type ComparisonSummary = z.infer<typeof comparisonSummarySchema>;
