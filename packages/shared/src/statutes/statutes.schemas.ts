import { z } from 'zod';
import { idParam, pageParam, pageSizeParam } from '../common/query-params';

/**
 * The codes the importers load, as stored in statute_sections.code / regulation_sections.code.
 * `legalCode` is the Texas abbreviation of reference/legal-codes.ts where one applies.
 */
export const codeCatalog = [
  { code: 'TX Tax Code', jurisdictionCode: 'TX', kind: 'statute', legalCode: 'TX' },
  { code: 'DC Code', jurisdictionCode: 'DC', kind: 'statute' },
  { code: '34 TAC', jurisdictionCode: 'TX', kind: 'regulation' },
  { code: '27 CFR', jurisdictionCode: 'US', kind: 'regulation' },
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
    jurisdictionCode: z.string().describe('TX, DC, US, ...'),
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
    jurisdictionCode: z.string(),
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

// ---------------------------------------------------------------------------------------------------------------
// The statutes and regulations calls (GET /api/statutes/..., /api/regs/...): search, read, browse, resolve a citation.

/** statute: statute_sections (/statutes/:id); regulation: regulation_sections (/regs/:id). */
export const lawKinds = ['statute', 'regulation'] as const;
export type LawKind = (typeof lawKinds)[number];

export const LAW_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const LAW_SEARCH_MAX_PAGE_SIZE = 100;
export const LAW_QUERY_MAX_LENGTH = 500;
export const LAW_FILTER_MAX_LENGTH = 100;
/** At most this many bills that amend or cite a section come with it (newest first); `bills.total` counts all. */
export const LAW_SECTION_BILLS_LIMIT = 100;

/** word: ranked full-text search of the words; ai: a plain-language question (see `method` in the reply). */
export const lawSearchModes = ['word', 'ai'] as const;
export type LawSearchMode = (typeof lawSearchModes)[number];

/**
 * How a search was answered: full-text (searchMode word: websearch syntax, every word must match, "quoted
 * phrases", -excluded), offline-question (searchMode ai without an AI provider: the question's content words,
 * any of them, ranked by how many match and where, with an extractive answer), filters-only (no words: the
 * filtered sections in code order).
 */
export const lawSearchMethods = ['full-text', 'offline-question', 'filters-only'] as const;
export type LawSearchMethod = (typeof lawSearchMethods)[number];

export const lawSortFields = ['relevance', 'section'] as const;
export type LawSortField = (typeof lawSortFields)[number];

/** Optional text filter: trimmed, at most LAW_FILTER_MAX_LENGTH characters, empty = absent. */
const filterText = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(LAW_FILTER_MAX_LENGTH, `${name} can be at most ${LAW_FILTER_MAX_LENGTH} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .describe(description);

const queryText = (name: string, description: string) =>
  z
    .string()
    .trim()
    .max(LAW_QUERY_MAX_LENGTH, `${name} can be at most ${LAW_QUERY_MAX_LENGTH} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .describe(description);

/** A jurisdiction of the codes: a state, DC or US (federal). */
export const lawStateParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'state must be a two-letter code such as TX, DC or US' })
  .transform((value) => value.toUpperCase());

const statuteSearchShape = {
  query: queryText('query', 'The words to find (searchMode word) or the question (searchMode ai).'),
  searchMode: z
    .enum(lawSearchModes, { error: 'searchMode must be word or ai' })
    .default('word')
    .describe('word: full-text search; ai: answer a plain-language question (the reply says how: method).'),
  wordQuery: queryText('wordQuery', 'searchMode word: the words, when query is not given.'),
  aiQuery: queryText('aiQuery', 'searchMode ai: the question, when query is not given.'),
  state: lawStateParam.optional().describe('Jurisdiction: TX, DC, US (federal), ...'),
  code: filterText(
    'code',
    "The code as stored ('TX Tax Code', 'DC Code', '34 TAC', '27 CFR') or as cited ('Tax Code').",
  ),
  title: filterText('title', 'Title number, e.g. 25 (D.C. Code), 2 (Tax Code), 27 (CFR).'),
  subtitle: filterText('subtitle', 'Subtitle, e.g. E (Tax Code title 2, subtitle E).'),
  chapter: filterText('chapter', 'Chapter, e.g. 151.'),
  subchapter: filterText('subchapter', 'Subchapter, e.g. A or II.'),
  article: filterText('article', 'Article (codes that number articles).'),
  section: filterText('section', 'Section number or its beginning: 151.01 finds 151.01, 151.0101, 151.011, ...'),
  subsection: filterText('subsection', 'Sections that have this subsection, e.g. a or (a)(2).'),
  name: filterText('name', "Words of the section's heading (name), in any order."),
  fileName: filterText('fileName', 'The file the section was published in, e.g. TX.151.htm (end of its source URL).'),
  sort: z
    .enum(lawSortFields, { error: 'sort must be relevance or section' })
    .default('relevance')
    .describe('relevance (best match first; code order without words) or section (code order).'),
  page: pageParam,
  pageSize: pageSizeParam(LAW_SEARCH_MAX_PAGE_SIZE, LAW_SEARCH_DEFAULT_PAGE_SIZE),
};

/** GET /api/statutes/search. */
export const statuteSearchQuerySchema = z.object(statuteSearchShape);

/** GET /api/regs/search: the statute fields plus rule and part. */
export const regSearchQuerySchema = z.object({
  ...statuteSearchShape,
  rule: filterText('rule', 'Rule number (Texas Administrative Code), e.g. 3.280; the section number by another name.'),
  part: filterText('part', 'Part, e.g. 447 (CFR) or 1 (TAC).'),
});
export type LawSearchParams = z.output<typeof regSearchQuerySchema>;
/** What a caller sends (every field optional). */
export type LawSearchQuery = Partial<LawSearchParams>;

/** A section named in a list: its number, version and heading, with the label to show. */
export const lawSectionRefSchema = z
  .object({
    id: z.number().int(),
    section: z.string(),
    variant: z.string(),
    heading: z.string().nullable(),
    label: z.string().describe("As shown: 'Tax Code § 151.0101'."),
  })
  .describe('LawSectionRef');
export type LawSectionRef = z.infer<typeof lawSectionRefSchema>;

export const lawSearchHitSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(lawKinds),
    jurisdictionCode: z.string(),
    code: z.string(),
    section: z.string(),
    variant: z.string(),
    heading: z.string().nullable(),
    label: z.string().describe("As shown: 'Tax Code § 151.0101'."),
    citation: z.string().describe("As cited: 'Tex. Tax Code Ann. § 151.0101'."),
    hierarchy: z.array(hierarchyLevelSchema),
    snippet: z
      .string()
      .nullable()
      .describe(
        'With words: the matching passage, HTML-escaped, matches wrapped in <mark>…</mark>; else the start of the text.',
      ),
    rank: z.number().nullable().describe('Relevance (higher is better); null without words.'),
  })
  .describe('LawSearchHit');
export type LawSearchHit = z.infer<typeof lawSearchHitSchema>;

export const lawFacetValueSchema = z.object({
  value: z.string().describe('The filter value to send back (code, title, chapter or part).'),
  label: z.string(),
  count: z.number().int(),
});
export type LawFacetValue = z.infer<typeof lawFacetValueSchema>;

/** The extractive answer of searchMode ai without an AI provider: the best-matching sentences, each cited. */
export const lawAnswerSchema = z
  .object({
    method: z.enum(['offline-question']),
    note: z.string().describe('How the answer was made, to show beside it.'),
    passages: z.array(
      z.object({ id: z.number().int(), label: z.string(), heading: z.string().nullable(), text: z.string() }),
    ),
  })
  .describe('LawAnswer');
export type LawAnswer = z.infer<typeof lawAnswerSchema>;

export const lawSearchReplySchema = z
  .object({
    data: z.array(lawSearchHitSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    method: z.enum(lawSearchMethods).describe('Which method answered: full-text, offline-question or filters-only.'),
    query: z.string().nullable().describe('The words or question searched (query, else wordQuery / aiQuery).'),
    terms: z.array(z.string()).describe('offline-question: the content words searched for; else empty.'),
    answer: lawAnswerSchema
      .nullable()
      .describe('searchMode ai: the extractive answer; null otherwise or when nothing matched.'),
    facets: z
      .object({
        codes: z.array(lawFacetValueSchema.extend({ jurisdictionCode: z.string() })),
        titles: z.array(lawFacetValueSchema).describe('With a code: its titles among the results.'),
        chapters: z.array(lawFacetValueSchema).describe('With a code: its chapters among the results.'),
        parts: z.array(lawFacetValueSchema).describe('Regulations with a code: parts among the results.'),
      })
      .describe('Counts over every result (all pages) by code, title, chapter and part.'),
  })
  .describe('LawSearchReply');
export type LawSearchReply = z.infer<typeof lawSearchReplySchema>;

/** A level of the tree above a section, with the `path` that opens it in GET .../tree. */
export const lawTreeLevelSchema = hierarchyLevelSchema.extend({
  heading: z.string().nullable(),
  path: z.string().describe("The tree path down to this level: 'title:2/subtitle:E/chapter:151'."),
});
export type LawTreeLevel = z.infer<typeof lawTreeLevelSchema>;

/** A bill whose text amends, adds, repeals or cites the section (bill_statute_citations). */
export const lawCitingBillSchema = z
  .object({
    billId: z.string(),
    identifier: z.string(),
    title: z.string(),
    stateCode: z.string(),
    sessionCode: z.string(),
    sessionName: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    statusDate: z.string().nullable(),
    lastActionDate: z.string().nullable(),
    kind: z.enum(['amends', 'adds', 'repeals', 'cites']),
    snippet: z.string().describe('The words around the reference in the bill text.'),
  })
  .describe('LawCitingBill');
export type LawCitingBill = z.infer<typeof lawCitingBillSchema>;

/** GET /api/statutes/id/{id}, /api/regs/id/{id} and the citation call: the section with its place in the code. */
export const lawSectionDetailSchema = codeSectionSchema
  .extend({
    kind: z.enum(lawKinds),
    label: z.string().describe("As shown: 'Tax Code § 151.0101'."),
    citation: z.string().describe("As cited: 'Tex. Tax Code Ann. § 151.0101' (the copy-citation text)."),
    subsection: z.string().nullable().describe('The subsection a resolved citation named, e.g. (a)(2); else null.'),
    breadcrumb: z.array(lawTreeLevelSchema).describe("From the top of the code down to the section's container."),
    parent: lawTreeLevelSchema
      .extend({ children: z.array(lawSectionRefSchema).describe('Every section of the container, this one included.') })
      .nullable(),
    previous: lawSectionRefSchema.nullable().describe('The section before this one in the code.'),
    next: lawSectionRefSchema.nullable().describe('The section after this one in the code.'),
    variants: z.array(lawSectionRefSchema).describe('Every printed version of this section number (usually one).'),
    citedSections: z
      .array(z.object({ section: z.string(), id: z.number().int().nullable() }))
      .describe('Sections this one cites, with the id of those we hold.'),
    bills: z.object({ total: z.number().int(), data: z.array(lawCitingBillSchema) }),
    sessionLaws: z
      .array(
        z.object({
          lawNumber: z.string(),
          shortTitle: z.string().nullable(),
          lawType: z.string().nullable(),
          effectiveOn: z.string().nullable(),
          billNumber: z.string().nullable(),
        }),
      )
      .describe('Enacted session laws that changed this section (D.C. Laws), newest first.'),
  })
  .describe('LawSectionDetail');
export type LawSectionDetail = z.infer<typeof lawSectionDetailSchema>;

export const lawIdParamsSchema = z.object({ id: idParam('id') });

/** GET /api/statutes/{statutoryCode}/{reference}. */
export const citationParamsSchema = z.object({
  statutoryCode: z
    .string()
    .trim()
    .min(1, 'statutoryCode is required')
    .max(LAW_FILTER_MAX_LENGTH, `statutoryCode can be at most ${LAW_FILTER_MAX_LENGTH} characters`)
    .describe("The code as cited: 'Tax Code', 'Tex. Tax Code', 'D.C. Code', '27 CFR', '34 TAC', or a Texas key (TX)."),
  reference: z
    .string()
    .trim()
    .min(1, 'reference is required')
    .max(60, 'reference can be at most 60 characters')
    .describe("The section as cited: '151.0101', '§ 2-1402.11', '447.11', '3.280(b)'."),
});
export const citationQuerySchema = z.object({
  stateCode: lawStateParam.optional().describe('Places a bare code name (Tax Code) in a state.'),
  sessionCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 25R or 892' })
    .optional()
    .describe(
      'With stateCode: the version of the section in effect when that session began (where a code prints two).',
    ),
});

/** The 404 of a citation that names no section we hold: its `details`. */
export const citationSuggestionsSchema = z.object({
  suggestions: z.array(
    lawSectionRefSchema.extend({ kind: z.enum(lawKinds), code: z.string(), jurisdictionCode: z.string() }),
  ),
});
export type CitationSuggestions = z.infer<typeof citationSuggestionsSchema>;

/** GET /api/statutes/codes and /api/regs/codes: the codes held, for the pickers. */
export const lawCodesReplySchema = z
  .object({
    data: z.array(
      z.object({
        jurisdictionCode: z.string(),
        jurisdictionName: z.string(),
        code: z.string(),
        label: z.string().describe("'Tax Code', 'D.C. Code', '27 CFR'."),
        sectionCount: z.number().int(),
      }),
    ),
  })
  .describe('LawCodesReply');
export type LawCodesReply = z.infer<typeof lawCodesReplySchema>;

export const LAW_TREE_PATH_PATTERN = /^[a-z]{1,20}:[^/:]{1,30}(?:\/[a-z]{1,20}:[^/:]{1,30}){0,9}$/;

/** GET /api/statutes/tree and /api/regs/tree. */
export const lawTreeQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'code is required')
    .max(LAW_FILTER_MAX_LENGTH, `code can be at most ${LAW_FILTER_MAX_LENGTH} characters`)
    // Trimmed before the check: blank is refused, so the document says so.
    .meta({ pattern: '\\S' })
    .describe("The code: 'TX Tax Code', 'DC Code', '34 TAC', '27 CFR'."),
  state: lawStateParam.optional().describe('Jurisdiction of the code, when two states hold one by that name.'),
  path: z
    .string()
    .trim()
    .regex(LAW_TREE_PATH_PATTERN, { error: "path must look like title:2/chapter:151 (level:number, '/' between)" })
    .optional()
    .describe("Where in the code: 'title:2/subtitle:E/chapter:151'; the top of the code when absent."),
});
export type LawTreeQuery = z.input<typeof lawTreeQuerySchema>;

export const lawTreeReplySchema = z
  .object({
    jurisdictionCode: z.string(),
    code: z.string(),
    label: z.string(),
    path: z.array(lawTreeLevelSchema).describe('The levels opened, top first (empty at the top of the code).'),
    nodes: z
      .array(lawTreeLevelSchema.extend({ sectionCount: z.number().int() }))
      .describe('The levels right under the path, in code order.'),
    sections: z.array(lawSectionRefSchema).describe('Sections directly under the path, in code order.'),
  })
  .describe('LawTreeReply');
export type LawTreeReply = z.infer<typeof lawTreeReplySchema>;
