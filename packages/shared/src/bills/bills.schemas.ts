import { z } from 'zod';
import { formatCount } from '../common/plain-format';
import { booleanParam, idParam, isoDateParam, listParam, pageParam } from '../common/query-params';
import { billIdSchema } from './bill-id';
import { BILL_EXACT_COUNT_LIMIT, stateKeyParam } from './bill-list-query';

export * from './bill-list-query';
export { billIdSchema };

/** Download formats of a bill version. */
export const billDownloadFormats = ['txt', 'html', 'pdf'] as const;
export type BillDownloadFormat = (typeof billDownloadFormats)[number];

/** Path parameter {id} of the /api/bills/{id} routes. */
export const billIdParamsSchema = z.object({ id: billIdSchema });

/** A milestone of a bill (status codes 0-12 of the shared bill-status list). */
export const billProgressStepSchema = z
  .object({
    status: z.number().int().describe('Progress code 0-12 (shared billStatuses).'),
    date: z.string().nullable().describe('YYYY-MM-DD, when known.'),
  })
  .describe('BillProgressStep');

export const billSponsorSchema = z
  .object({
    name: z.string().describe('The name as the source wrote it.'),
    personId: z.string().nullable().describe('Member id when the name matched one person (links to /members/:id).'),
    classification: z.string().describe('primary, cosponsor, author, coauthor, sponsor, ... as the source says.'),
    isPrimary: z.boolean(),
    party: z.string().nullable().describe('Party code (D, R, I, L, G) of the matched member.'),
    chamber: z.string().nullable().describe('upper, lower or legislature.'),
    district: z.string().nullable(),
  })
  .describe('BillSponsor');
export type BillSponsor = z.infer<typeof billSponsorSchema>;

/** A bill in a list. */
export const billSummarySchema = z
  .object({
    id: billIdSchema,
    stateCode: z.string().describe('Two-letter state code.'),
    sessionCode: z.string().describe('Session code, e.g. 892 or 25R.'),
    sessionName: z.string(),
    billType: z.string(),
    billNumber: z.string(),
    identifier: z.string().describe('As the state writes it: HB 1, S1234A.'),
    title: z.string(),
    abstract: z.string().nullable(),
    fromChamber: z.string().nullable().describe('upper, lower or legislature.'),
    status: z.number().int().describe('Status code 0-6 (shared billStatuses).'),
    statusLabel: z.string(),
    statusDate: z.string().nullable(),
    progress: z.array(billProgressStepSchema).describe('Every milestone, oldest first.'),
    subjects: z.array(z.number().int()).describe('Subject values (shared subject list).'),
    firstActionDate: z.string().nullable().describe('Introduced (first action) date.'),
    lastActionDate: z.string().nullable(),
    lastActionText: z.string().nullable(),
    primarySponsors: z.array(billSponsorSchema).describe('Primary sponsors or authors, in source order.'),
    snippet: z
      .string()
      .nullable()
      .describe('With searchTerm: matching passage, HTML-escaped, matches wrapped in <mark>…</mark>.'),
    rank: z
      .number()
      .nullable()
      .describe(
        'With searchTerm: relevance score (higher is better). 1 or more when the words are in the identifier, ' +
          'title, abstract or subject terms; below 1 when they are only in the text (those come after).',
      ),
    relevance: z
      .object({
        score: z.number(),
        reasons: z.array(z.string()).describe('Why the bill matters to the company, in plain words.'),
      })
      .nullable()
      .optional()
      .describe('With rerankCompanyId: how the bill relates to the company (null when it matched nothing).'),
  })
  .describe('BillSummary');
export type BillSummary = z.infer<typeof billSummarySchema>;

export const facetBucketSchema = z
  .object({
    value: z
      .string()
      .describe('Filter value to send back: state code, session code, type, status code, subject value, party code.'),
    label: z.string(),
    count: z.number().int(),
  })
  .describe('FacetBucket');
export type FacetBucket = z.infer<typeof facetBucketSchema>;

/** Counts over every bill that matches the query (all pages), biggest first. */
export const billFacetsSchema = z
  .object({
    state: z.array(facetBucketSchema),
    session: z
      .array(facetBucketSchema)
      .describe('value is the session code (sessionCode filter); the label names the state when one state matches.'),
    type: z.array(facetBucketSchema),
    status: z.array(facetBucketSchema),
    subject: z.array(facetBucketSchema),
    party: z.array(facetBucketSchema).describe('Party of the primary sponsors; a bill may count for two parties.'),
  })
  .describe('BillFacets');
export type BillFacets = z.infer<typeof billFacetsSchema>;

export const billListResponseSchema = z
  .object({
    items: z.array(billSummarySchema),
    total: z.number().int().describe('Bills matching the query: exact, or an estimate when `estimated` is true.'),
    page: z.number().int(),
    pageSize: z.number().int(),
    facets: billFacetsSchema,
    estimated: z
      .boolean()
      .describe(
        `False: total and every facet count are exact. True: more than about ${formatCount(BILL_EXACT_COUNT_LIMIT)} ` +
          'bills match, and total and the facet counts are estimates scaled up from a fixed pseudo-random sample of ' +
          'at least 1 in 256 bills (within a few percent for large counts; a rare value may be missing from a facet). ' +
          'Show them as approximate ("about 33,000").',
      ),
  })
  .describe('BillList');
export type BillListResponse = z.infer<typeof billListResponseSchema>;

export const linkSchema = z.object({ url: z.string(), note: z.string().optional() }).describe('Link');

export const billDocumentSchema = z
  .object({
    name: z.string().describe('Fiscal note, analysis, amendment ...'),
    date: z.string().nullable(),
    url: z.string().nullable(),
    mediaType: z.string().nullable(),
  })
  .describe('BillDocument');

/** GET /api/bills/{id}. */
export const billDetailSchema = billSummarySchema
  .omit({ snippet: true, rank: true })
  .extend({
    stateName: z.string(),
    classification: z.array(z.string()).describe('bill, resolution, joint resolution, ...'),
    subjectTerms: z.array(z.string()).describe('The state’s own subject terms.'),
    firstActionText: z.string().nullable(),
    otherTitles: z.array(z.string()),
    otherIdentifiers: z.array(z.string()),
    sponsors: z.array(billSponsorSchema).describe('Every sponsorship, primary first, in source order.'),
    sources: z.array(linkSchema),
    documents: z.array(billDocumentSchema),
    versionCount: z.number().int(),
    actionCount: z.number().int(),
    voteCount: z.number().int(),
    companionCount: z.number().int(),
    substitutedBy: z
      .object({
        identifier: z.string().describe('The companion as the source writes it (S8071A).'),
        date: z.string().nullable(),
      })
      .nullable()
      .optional()
      .describe(
        'The companion bill substituted for this one ("SUBSTITUTED BY S8071A" in NY): it carries on in this bill’s place, so this bill is neither failed nor moving. Absent when there is none.',
      ),
    source: z.string().describe('Importer that wrote the bill (openstates-bills, ...).'),
    updatedAt: z.string(),
  })
  .describe('BillDetail');
export type BillDetail = z.infer<typeof billDetailSchema>;

/** One step of a bill's history. */
export const billActionSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int().describe('Order within the bill, from 0.'),
    date: z.string().nullable(),
    chamber: z.string().nullable().describe('upper, lower, legislature or executive.'),
    text: z.string(),
    classification: z.array(z.string()).describe('Open States action classifications (introduction, passage, ...).'),
    committeeName: z.string().nullable(),
    committeeId: z
      .string()
      .nullable()
      .optional()
      .describe(
        'The committee committeeName names (/committees/{id}), matched by state, chamber and name; null when none matches.',
      ),
  })
  .describe('BillAction');
export type BillAction = z.infer<typeof billActionSchema>;
export const billHistoryResponseSchema = z
  .object({ items: z.array(billActionSchema).describe('Oldest first.') })
  .describe('BillHistory');
export type BillHistoryResponse = z.infer<typeof billHistoryResponseSchema>;

export const billVersionSchema = z
  .object({
    id: z.number().int().describe('billVersionId for /text, /content and /download-url.'),
    billId: billIdSchema,
    position: z.number().int().describe('Order, from 0 (first version).'),
    name: z.string().describe('Introduced, Engrossed, Enrolled, House Committee Report, ...'),
    date: z.string().nullable(),
    url: z.string().nullable().describe('The state’s link for this version.'),
    mediaType: z.string().nullable(),
    links: z.array(z.object({ url: z.string(), mediaType: z.string() })),
    hasText: z.boolean(),
    hasHtml: z.boolean(),
    textLength: z.number().int().describe('Characters of plain text (0 when none).'),
  })
  .describe('BillVersion');
export type BillVersion = z.infer<typeof billVersionSchema>;
export const billVersionsResponseSchema = z
  .object({ items: z.array(billVersionSchema).describe('Oldest first.') })
  .describe('BillVersions');
export type BillVersionsResponse = z.infer<typeof billVersionsResponseSchema>;

/** ?billVersionId of /text, /content and /download-url; omitted means the latest version. */
export const billVersionQuerySchema = z.object({
  billVersionId: idParam('billVersionId')
    .optional()
    .describe('A version id from /versions; the latest version when omitted.'),
});

export const billTextSchema = z
  .object({
    billId: billIdSchema,
    billVersionId: z.number().int(),
    name: z.string(),
    date: z.string().nullable(),
    text: z.string().describe('Plain text of the version ("" when the source has none).'),
  })
  .describe('BillText');
export type BillText = z.infer<typeof billTextSchema>;

export const billContentSchema = z
  .object({
    billId: billIdSchema,
    billVersionId: z.number().int(),
    name: z.string(),
    date: z.string().nullable(),
    html: z.string().describe('Sanitized HTML safe to insert into a page (no scripts, styles or event handlers).'),
    origin: z
      .enum(['source-html', 'text'])
      .describe('source-html: the state’s HTML, sanitized; text: built from plain text.'),
  })
  .describe('BillContent');
export type BillContent = z.infer<typeof billContentSchema>;

export const billDownloadUrlQuerySchema = billVersionQuerySchema.extend({
  format: z
    .enum(billDownloadFormats, { error: 'format must be txt, html or pdf' })
    .default('pdf')
    .describe('txt, html or pdf (default pdf).'),
});
export const billDownloadUrlSchema = z
  .object({
    url: z.string().describe('Where to get the file: this server’s download route, or the state’s own PDF.'),
    format: z.enum(billDownloadFormats),
    fileName: z.string(),
    external: z.boolean().describe('True when url is the state’s source PDF rather than this server.'),
  })
  .describe('BillDownloadUrl');
export type BillDownloadUrl = z.infer<typeof billDownloadUrlSchema>;
export const billVersionDownloadParamsSchema = z.object({
  id: billIdSchema,
  versionId: idParam('versionId'),
});
export const billVersionDownloadQuerySchema = z.object({
  format: z.enum(billDownloadFormats, { error: 'format must be txt, html or pdf' }).default('txt'),
});

/** A roll call on a bill. */
export const voteEventSchema = z
  .object({
    id: z.string().describe('voteId for /api/votes/{voteId}/details.'),
    billId: billIdSchema,
    motion: z.string(),
    motionClassification: z.array(z.string()),
    date: z.string().nullable(),
    chamber: z.string().nullable(),
    organizationName: z.string().nullable().describe('The committee, for committee votes.'),
    result: z.string().describe('pass or fail.'),
    yesCount: z.number().int(),
    noCount: z.number().int(),
    otherCount: z.number().int(),
    counts: z.record(z.string(), z.number()).describe('Every option’s count as the source gives it.'),
    sources: z.array(linkSchema),
  })
  .describe('VoteEvent');
export type VoteEvent = z.infer<typeof voteEventSchema>;
export const billVotesResponseSchema = z
  .object({ items: z.array(voteEventSchema).describe('Newest first.') })
  .describe('BillVotes');
export type BillVotesResponse = z.infer<typeof billVotesResponseSchema>;

export const voteIdParamsSchema = z.object({
  voteId: z.string().trim().min(1, 'voteId is required').max(200, 'voteId is too long'),
});

export const memberVoteSchema = z
  .object({
    voterName: z.string().describe('As the source wrote it.'),
    personId: z.string().nullable(),
    option: z.string().describe('yes, no, excused, absent, not voting, other.'),
    party: z.string().nullable().describe('Party code of the matched member.'),
    chamber: z.string().nullable(),
    district: z.string().nullable(),
  })
  .describe('MemberVote');
export type MemberVote = z.infer<typeof memberVoteSchema>;

export const partyVoteBreakdownSchema = z
  .object({
    party: z.string().describe('Party code, or "Unknown" for voters not matched to a member.'),
    partyName: z.string(),
    yes: z.number().int(),
    no: z.number().int(),
    other: z.number().int(),
    total: z.number().int(),
  })
  .describe('PartyVoteBreakdown');

/** GET /api/votes/{voteId}/details. */
export const voteDetailSchema = voteEventSchema
  .extend({
    bill: z.object({
      id: billIdSchema,
      identifier: z.string(),
      title: z.string(),
      stateCode: z.string(),
      sessionCode: z.string(),
    }),
    votes: z.array(memberVoteSchema).describe('Every member’s vote, by option (yes, no, other) then name.'),
    partyBreakdown: z.array(partyVoteBreakdownSchema),
  })
  .describe('VoteDetail');
export type VoteDetail = z.infer<typeof voteDetailSchema>;

export const billSubjectsSchema = z
  .object({
    subjects: z.array(z.object({ value: z.number().int(), label: z.string() })).describe('Product subjects.'),
    subjectTerms: z.array(z.string()).describe('The state’s own subject terms.'),
  })
  .describe('BillSubjects');
export type BillSubjects = z.infer<typeof billSubjectsSchema>;

export const billStatuteKinds = ['amends', 'adds', 'repeals', 'cites'] as const;
export const billStatuteSchema = z
  .object({
    jurisdictionCode: z.string(),
    code: z.string().describe('The code as our statutes name it: TX Tax Code, DC Code, NY Penal Law, 27 CFR.'),
    section: z.string().describe('Section number as cited without §.'),
    label: z.string().describe('Readable citation, e.g. "DC Code § 42-3502.08".'),
    kind: z.enum(billStatuteKinds).describe('What the bill does to the section: amends, adds, repeals or cites.'),
    snippet: z.string().describe('The words around the reference in the bill text (empty when read from a summary).'),
    statuteSectionId: z.number().int().nullable().describe('The section in our statutes (/statutes/:id) when loaded.'),
    regulationSectionId: z
      .number()
      .int()
      .nullable()
      .describe('The section in our regulations (/regs/:id) when the reference is to a rule.'),
    heading: z.string().nullable(),
  })
  .describe('BillStatute');
export type BillStatute = z.infer<typeof billStatuteSchema>;
export const billStatutesSchema = z
  .object({
    items: z.array(billStatuteSchema),
    lawSection: z.string().nullable().describe('The source’s summary of the affected law (NY LawSection), if any.'),
  })
  .describe('BillStatutes');
export type BillStatutes = z.infer<typeof billStatutesSchema>;

export const billCompanionSchema = z
  .object({
    billId: z.string().describe('The related bill’s id in our scheme (may not be loaded here).'),
    identifier: z.string(),
    sessionIdentifier: z.string().nullable(),
    relationType: z.string().describe('companion, same-as, prior-session, replaced-by, related, referenced-by.'),
    direction: z.enum(['outgoing', 'incoming']).describe('outgoing: this bill names it; incoming: it names this bill.'),
    exists: z.boolean().describe('Whether the related bill is in the database (then title and status are set).'),
    title: z.string().nullable(),
    status: z.number().int().nullable(),
    statusLabel: z.string().nullable(),
    lastActionDate: z.string().nullable(),
  })
  .describe('BillCompanion');
export type BillCompanion = z.infer<typeof billCompanionSchema>;
export const billCompanionsSchema = z.object({ items: z.array(billCompanionSchema) }).describe('BillCompanions');
export type BillCompanions = z.infer<typeof billCompanionsSchema>;

export const billCommentSchema = z
  .object({
    id: z.string(),
    author: z.string().nullable(),
    organization: z.string().nullable(),
    position: z.string().nullable().describe('support, oppose, neutral, when the source says.'),
    date: z.string().nullable(),
    text: z.string(),
    source: z.string(),
  })
  .describe('BillComment');
export const billCommentsSchema = z
  .object({ items: z.array(billCommentSchema), total: z.number().int() })
  .describe('BillComments');
export type BillComments = z.infer<typeof billCommentsSchema>;

export const BILL_HISTORY_DEFAULT_LIMIT = 20;
export const BILL_HISTORY_MAX_LIMIT = 100;

/** GET /api/bills/history: recent actions across bills, grouped by bill, newest first. */
export const billHistoryFeedQuerySchema = z
  .object({
    types: listParam(
      z
        .string()
        .regex(/^[A-Za-z]{1,8}$/, 'types must be bill type codes such as HB or SJR')
        .transform((value) => value.toUpperCase()),
    )
      .optional()
      .describe('Bill type codes (HB, SB, ...), comma-separated or repeated.'),
    onlyWithHistory: booleanParam
      .default(true)
      .describe('true (default): only bills with actions in the date window; false: also bills without.'),
    onlyTrackedTags: booleanParam
      .default(false)
      .describe('Only bills the caller’s account tracks with a tag (needs sign-in; empty until tags exist).'),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(BILL_HISTORY_MAX_LIMIT, `limit can be at most ${BILL_HISTORY_MAX_LIMIT}`)
      .default(BILL_HISTORY_DEFAULT_LIMIT)
      .describe('Bills per page.'),
    page: pageParam.describe('1-based page number.'),
    historyDateFrom: isoDateParam.optional().describe('Actions on or after this date (ISO).'),
    historyDateTo: isoDateParam.optional().describe('Actions on or before this date (ISO).'),
    stateCode: stateKeyParam.optional().describe('Extension: one state, or ALL (default).'),
  })
  .refine((query) => !(query.historyDateFrom && query.historyDateTo && query.historyDateFrom > query.historyDateTo), {
    error: 'historyDateFrom must not be after historyDateTo',
    path: ['historyDateFrom'],
  })
  .describe('BillHistoryFeedQuery');
export type BillHistoryFeedQuery = z.output<typeof billHistoryFeedQuerySchema>;

export const billHistoryFeedItemSchema = z
  .object({
    bill: billSummarySchema.pick({
      id: true,
      stateCode: true,
      sessionCode: true,
      identifier: true,
      title: true,
      status: true,
      statusLabel: true,
      lastActionDate: true,
      lastActionText: true,
    }),
    actions: z.array(billActionSchema).describe('Actions in the window, newest first (at most 20).'),
  })
  .describe('BillHistoryFeedItem');
export const billHistoryFeedResponseSchema = z
  .object({
    items: z.array(billHistoryFeedItemSchema),
    total: z.number().int().describe('Bills in the feed.'),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('BillHistoryFeed');
export type BillHistoryFeedResponse = z.infer<typeof billHistoryFeedResponseSchema>;
