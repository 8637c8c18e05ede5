import { z } from 'zod';

/**
 * The codes the importers load, as stored in statute_sections.code / regulation_sections.code.
 * `legalCode` is the Texas abbreviation of reference/legal-codes.ts where one applies.
 */
export const codeCatalog = [
  { code: 'TX Tax Code', jurisdictionId: 'TX', kind: 'statute', legalCode: 'TX' },
  { code: 'DC Code', jurisdictionId: 'DC', kind: 'statute' },
  { code: '34 TAC', jurisdictionId: 'TX', kind: 'regulation' },
  { code: '27 CFR', jurisdictionId: 'US', kind: 'regulation' },
] as const;

export const hierarchyLevelSchema = z.object({
  level: z.string().describe('title, subtitle, chapter, subchapter, part, subpart, ...'),
  num: z.string(),
  heading: z.string().optional(),
});

export const sectionAnnotationSchema = z.object({
  type: z.string().describe('History, Source, Prior Codifications, Section References, Note, ...'),
  text: z.string(),
});

/** One statute or regulation section. */
export const codeSectionSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string().describe('TX, DC, US, ...'),
    code: z.string().describe("The code as cited: 'TX Tax Code', 'DC Code', '34 TAC', '27 CFR'."),
    title: z.string().nullable(),
    chapter: z.string().nullable(),
    subchapter: z.string().nullable(),
    part: z.string().nullable(),
    section: z.string().describe("Section number without §: '151.001', '25-101', '3.280', '447.11'."),
    variant: z.string().describe('Which printed version, when a section has two (e.g. by effective date); else empty.'),
    heading: z.string().nullable(),
    text: z.string(),
    hierarchy: z.array(hierarchyLevelSchema),
    annotations: z.array(sectionAnnotationSchema),
    citations: z.array(z.string()).describe('Section numbers this section cites.'),
    sourceUrl: z.string().nullable(),
  })
  .describe('CodeSection');
export type CodeSection = z.infer<typeof codeSectionSchema>;

/** An enacted session law with the bill it came from and the code sections it changed. */
export const sessionLawSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string(),
    lawNumber: z.string(),
    actNumber: z.string().nullable(),
    billNumber: z.string().nullable(),
    shortTitle: z.string().nullable(),
    lawType: z.string().nullable().describe('permanent, temporary or emergency'),
    effectiveOn: z.string().nullable(),
    amendedSections: z.array(z.object({ code: z.string(), section: z.string() })),
  })
  .describe('SessionLaw');
export type SessionLaw = z.infer<typeof sessionLawSchema>;
