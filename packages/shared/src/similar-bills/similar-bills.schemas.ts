import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

/** Matches GET /api/bills/{id}/similar-ai returns. */
export const SIMILAR_BILLS_LIMIT = 10;
/** Passages listed per match (the longest first when there are more). */
export const SIMILAR_PASSAGES_PER_MATCH = 5;
/** Characters of each side of a passage sent with it; a longer passage is cut at a word and marked. */
export const PASSAGE_TEXT_LIMIT = 1500;

export const similarBillsQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .refine((value) => parseStateCode(value) !== undefined, { error: 'state must be a two-letter state code' })
    .meta({ pattern: STATE_CODE_PATTERN.source })
    .transform((value) => value.toUpperCase())
    .optional()
    .describe('Only bills of this state (two-letter code, e.g. TX); every state when omitted.'),
});
export type SimilarBillsQuery = z.infer<typeof similarBillsQuerySchema>;

export const textSourceSchema = z
  .enum(['version', 'summary'])
  .describe(
    'What was compared: version (the latest version text) or summary (title, summary and act clause, for bills whose text is not available here).',
  );
export type TextSource = z.infer<typeof textSourceSchema>;

const spanSchema = z.object({
  start: z.number().int().describe('Character offset where the span starts.'),
  end: z.number().int().describe('Character offset just after the span.'),
});

export const passageSideSchema = z
  .object({
    start: z.number().int().describe('Character offset of the passage in the compared text.'),
    end: z.number().int().describe('Character offset just after the passage.'),
    text: z.string().describe('The passage as written (cut at PASSAGE_TEXT_LIMIT characters when truncated).'),
    truncated: z.boolean(),
    words: z.number().int().describe('Words in the passage on this side.'),
    changed: z
      .array(spanSchema)
      .describe('Character ranges (offsets in the compared text) of words the other side does not share.'),
  })
  .describe('PassageSide');
export type PassageSide = z.infer<typeof passageSideSchema>;

export const sharedPassageSchema = z
  .object({
    left: passageSideSchema.describe('In the bill asked about.'),
    right: passageSideSchema.describe('In the matching bill.'),
    matchedWords: z.number().int().describe('Words aligned as equal.'),
  })
  .describe('SharedPassage');
export type SharedPassage = z.infer<typeof sharedPassageSchema>;

export const comparedTextSchema = z
  .object({
    source: textSourceSchema,
    versionId: z.number().int().nullable().describe('The version compared, when source is version.'),
    versionName: z.string().nullable(),
  })
  .describe('ComparedText');
export type ComparedText = z.infer<typeof comparedTextSchema>;

export const similarBillSchema = z
  .object({
    billId: z.string(),
    identifier: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    sessionName: z.string().nullable(),
    title: z.string(),
    status: z.number().int(),
    firstActionDate: z.string().nullable(),
    lastActionDate: z.string().nullable(),
    similarity: z.number().describe('Estimated Jaccard similarity of the two texts (MinHash, 0-1).'),
    relation: z
      .string()
      .nullable()
      .describe('How the sources link the two bills, when they do: same-as, companion, prior-session, related ...'),
    text: comparedTextSchema,
    sharedWords: z.number().int().describe('Words of the bill asked about inside shared passages.'),
    coverage: z.number().describe('Share (0-1) of the bill asked about inside shared passages.'),
    passageCount: z.number().int().describe('Shared passages found (the longest are listed).'),
    passages: z.array(sharedPassageSchema),
  })
  .describe('SimilarBill');
export type SimilarBill = z.infer<typeof similarBillSchema>;

export const similarBillsReplySchema = z
  .object({
    billId: z.string(),
    text: comparedTextSchema.nullable().describe('What the bill asked about was compared on; null when not indexed.'),
    state: z.string().nullable().describe('The state filter applied.'),
    candidates: z.number().int().describe('Bills the LSH index proposed before ranking.'),
    matches: z.array(similarBillSchema),
  })
  .describe('SimilarBills');
export type SimilarBillsReply = z.infer<typeof similarBillsReplySchema>;

export const provenanceKinds = ['companion', 'earlier-bill', 'other-state'] as const;

export const sectionSourceSchema = z
  .object({
    billId: z.string(),
    identifier: z.string(),
    stateCode: z.string(),
    title: z.string(),
    firstActionDate: z.string().nullable(),
    kind: z
      .enum(provenanceKinds)
      .describe(
        'companion: a same-as or companion bill; earlier-bill: introduced earlier in this state; other-state: another state.',
      ),
    relation: z.string().nullable(),
    coverage: z.number().describe('Share (0-1) of the section found in the source.'),
    passage: sharedPassageSchema.describe('The longest passage of the section shared with the source.'),
  })
  .describe('SectionSource');
export type SectionSource = z.infer<typeof sectionSourceSchema>;

export const sectionStatuteSchema = z
  .object({
    code: z.string(),
    section: z.string(),
    kind: z.string().describe('amends, adds, repeals or cites.'),
    statuteSectionId: z.number().int().nullable().describe('The stored section (opens /statutes/{id}), when linked.'),
    snippet: z.string(),
  })
  .describe('SectionStatute');
export type SectionStatute = z.infer<typeof sectionStatuteSchema>;

export const provenanceSectionSchema = z
  .object({
    number: z.number().int().describe('0 for the text before section 1 (title and enacting clause).'),
    label: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    excerpt: z.string().describe('The first words of the section.'),
    words: z.number().int(),
    sources: z.array(sectionSourceSchema).describe('Where its text is also found, best first.'),
    statutes: z.array(sectionStatuteSchema).describe('Statute sections this section amends, adds, repeals or cites.'),
  })
  .describe('ProvenanceSection');
export type ProvenanceSection = z.infer<typeof provenanceSectionSchema>;

export const billProvenanceSchema = z
  .object({
    billId: z.string(),
    text: comparedTextSchema.nullable(),
    sections: z.array(provenanceSectionSchema),
    billStatutes: z
      .array(sectionStatuteSchema)
      .describe('Statute sections the bill as a whole names (e.g. NY LawCode) without a place in its text.'),
    sourcesCompared: z.number().int().describe('Earlier, companion and other-state bills aligned section by section.'),
  })
  .describe('BillProvenance');
export type BillProvenance = z.infer<typeof billProvenanceSchema>;

export const similarBillsParamsSchema = z.object({ id: billIdSchema });
