import { z } from 'zod';
import { idParam, pageParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const COMPANIES_DEFAULT_LIMIT = 25;
export const COMPANIES_MAX_LIMIT = 100;

const stateCodeParam = (name: string) =>
  z
    .string()
    .trim()
    .regex(STATE_CODE_PATTERN, { error: `${name} must be a two-letter state code such as SD` })
    .transform((value) => value.toUpperCase())
    .refine((value) => parseStateCode(value) !== undefined, {
      error: `${name} must be a two-letter state code such as SD`,
    });

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit can be at most ${max}`)
    .default(fallback);

const yearParam = z.coerce
  .number({ error: 'year must be a year such as 2024' })
  .int('year must be a year such as 2024')
  .min(1990, 'year must be 1990 or later')
  .max(2100, 'year must be 2100 or earlier');

/** Where an alias comes from (company_aliases.source_kind). */
export const companyAliasKinds = [
  'lobby_client',
  'contributor_organization',
  'contributor_employer',
  'account',
] as const;
export type CompanyAliasKind = (typeof companyAliasKinds)[number];

export const companySortFields = ['name', 'registrations', 'contributions', 'lastYear'] as const;

/** GET /api/companies. */
export const companyListQuerySchema = z
  .object({
    state: stateCodeParam('state').optional().describe('Companies seen in this state (lobbying or contributions).'),
    search: z.string().trim().max(200, 'search can be at most 200 characters').optional().describe('Part of any name.'),
    sortBy: z
      .enum(companySortFields, { error: `sortBy must be one of ${companySortFields.join(', ')}` })
      .default('name'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).optional(),
    page: pageParam,
    limit: limitParam(COMPANIES_MAX_LIMIT, COMPANIES_DEFAULT_LIMIT),
  })
  .describe('CompanyListQuery');
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;
export type CompanyListQueryInput = z.input<typeof companyListQuerySchema>;

export const companyRefSchema = z
  .object({ id: z.number().int(), name: z.string(), state: z.string().nullable() })
  .describe('CompanyRef');
export type CompanyRef = z.infer<typeof companyRefSchema>;

export const companyListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable().describe('Where it is based, when the lobbying registration says.'),
    accountOwned: z.boolean().describe('Added by your account (seen by your account only).'),
    jurisdictions: z.array(z.string()).describe('States (and US for the FEC) where its names appear.'),
    aliasCount: z.number().int(),
    registrationCount: z.number().int().describe('Lobbyist registrations for it.'),
    lobbyistCount: z.number().int(),
    firstYear: z.number().int().nullable().describe('First year of a registration.'),
    lastYear: z.number().int().nullable().describe('Last year of a registration.'),
    contributionCount: z.number().int().describe('Contributions from it (organization) or its employees (employer).'),
    contributionTotal: z.number(),
  })
  .describe('CompanyListItem');
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListReplySchema = z
  .object({
    data: z.array(companyListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('CompanyListReply');
export type CompanyListReply = z.infer<typeof companyListReplySchema>;

export const companyIdParamsSchema = z.object({ id: idParam('id') });

export const companiesOfInterestQuerySchema = z.object({
  stateCode: stateCodeParam('stateCode').optional(),
  limit: limitParam(50, 10),
});

export const companyOfInterestSchema = companyListItemSchema
  .extend({ reason: z.string().describe('Why it is listed: your summary, or its lobbying in the state.') })
  .describe('CompanyOfInterest');
export type CompanyOfInterest = z.infer<typeof companyOfInterestSchema>;
export const companiesOfInterestReplySchema = z.object({ data: z.array(companyOfInterestSchema) });
export type CompaniesOfInterestReply = z.infer<typeof companiesOfInterestReplySchema>;

/** One name of a company and the source records it stands for. */
export const companyAliasSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    normalizedName: z.string(),
    sourceKind: z.enum(companyAliasKinds),
    sourceRef: z.string().describe('lobby_clients id, or <jurisdiction>:<normalized name> within contributions.'),
    jurisdictionCode: z.string().nullable(),
    recordCount: z.number().int().describe('Registrations (lobby client) or contributions (contributor names).'),
    source: z.string().describe('The records in words, e.g. "SD lobbyist registrations, client 12, 2019-2024".'),
  })
  .describe('CompanyAlias');
export type CompanyAlias = z.infer<typeof companyAliasSchema>;

export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const companyLobbyingYearSchema = z
  .object({
    year: z.number().int(),
    stateCode: z.string(),
    registrationCount: z.number().int(),
    lobbyists: z.array(personRefSchema),
    firms: z.array(personRefSchema),
    subjects: z.array(z.string()),
  })
  .describe('CompanyLobbyingYear');
export type CompanyLobbyingYear = z.infer<typeof companyLobbyingYearSchema>;

export const companyDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    normalizedName: z.string(),
    state: z.string().nullable(),
    website: z.string().nullable(),
    industry: z.string().nullable(),
    description: z.string(),
    keywords: z.array(z.string()),
    accountOwned: z.boolean(),
    jurisdictions: z.array(z.string()),
    aliases: z.array(companyAliasSchema),
    lobbying: z.array(companyLobbyingYearSchema).describe('Newest year first.'),
    contributionCount: z.number().int(),
    contributionTotal: z.number(),
  })
  .describe('CompanyDetail');
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyBillsOfInterestQuerySchema = z
  .object({
    stateCode: stateCodeParam('stateCode').optional(),
    sessionCode: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 24R' })
      .transform((value) => value.toUpperCase())
      .optional(),
    limit: limitParam(100, 25),
  })
  .refine((query) => query.sessionCode === undefined || query.stateCode !== undefined, {
    error: 'sessionCode needs a stateCode',
    path: ['sessionCode'],
  });
export type CompanyBillsOfInterestQuery = z.output<typeof companyBillsOfInterestQuerySchema>;

export const billOfInterestSchema = z
  .object({
    billId: z.string(),
    stateCode: z.string(),
    identifier: z.string(),
    title: z.string(),
    sessionCode: z.string(),
    lastActionDate: z.string().nullable(),
    score: z.number(),
    reasons: z.array(z.string()).describe('Why the bill matters to the company, strongest first.'),
  })
  .describe('BillOfInterest');
export type BillOfInterest = z.infer<typeof billOfInterestSchema>;
export const companyBillsOfInterestReplySchema = z.object({
  data: z.array(billOfInterestSchema),
  message: z.string().nullable().describe('Why the list is empty, when it is.'),
});
export type CompanyBillsOfInterestReply = z.infer<typeof companyBillsOfInterestReplySchema>;

export const firmEngagementsQuerySchema = z.object({ year: yearParam.optional() });
export const firmEngagementSchema = z
  .object({
    year: z.number().int(),
    stateCode: z.string(),
    firm: personRefSchema.nullable().describe('Null: lobbyists the registration names no firm for.'),
    lobbyists: z.array(personRefSchema),
    registrationCount: z.number().int(),
    subjects: z.array(z.string()),
  })
  .describe('FirmEngagement');
export type FirmEngagement = z.infer<typeof firmEngagementSchema>;
export const firmEngagementsReplySchema = z.object({
  data: z.array(firmEngagementSchema),
  message: z.string().nullable(),
});
export type FirmEngagementsReply = z.infer<typeof firmEngagementsReplySchema>;

export const companyStateSchema = z
  .object({
    stateCode: z.string(),
    registrationCount: z.number().int(),
    contributionCount: z.number().int(),
    contributionTotal: z.number(),
    firstYear: z.number().int().nullable(),
    lastYear: z.number().int().nullable(),
  })
  .describe('CompanyState');
export const companyStatesReplySchema = z.object({ data: z.array(companyStateSchema) });
export type CompanyStatesReply = z.infer<typeof companyStatesReplySchema>;

/** A company ranked for a bill, statute or regulation section. */
export const companyOfRecordSchema = z
  .object({ company: companyRefSchema, score: z.number(), reasons: z.array(z.string()) })
  .describe('CompanyOfRecord');
export type CompanyOfRecord = z.infer<typeof companyOfRecordSchema>;
export const companiesOfRecordQuerySchema = z.object({ stateCode: stateCodeParam('stateCode').optional() });
export const companiesOfRecordReplySchema = z.object({
  data: z.array(companyOfRecordSchema),
  message: z.string().nullable().describe('Why the list is empty, when it is.'),
});
export type CompaniesOfRecordReply = z.infer<typeof companiesOfRecordReplySchema>;

// Account data: the account's own profile of a company, its own companies, lobbyists and prospects.

export const companyPositions = ['ally', 'opponent', 'neutral', 'unknown'] as const;
export const companyPriorities = ['high', 'medium', 'low'] as const;

export const accountCompanySummarySchema = z
  .object({
    companyId: z.number().int(),
    companyName: z.string(),
    position: z.enum(companyPositions),
    priority: z.enum(companyPriorities),
    notes: z.string(),
    updatedBy: z.string().nullable(),
    updatedAt: z.string(),
  })
  .describe('AccountCompanySummary');
export type AccountCompanySummary = z.infer<typeof accountCompanySummarySchema>;

export const saveAccountCompanySummarySchema = z
  .object({
    companyId: idParam('companyId'),
    position: z.enum(companyPositions, { error: 'position must be ally, opponent, neutral or unknown' }),
    priority: z.enum(companyPriorities, { error: 'priority must be high, medium or low' }),
    notes: z.string().max(10_000, 'notes can be at most 10,000 characters').default(''),
  })
  .describe('SaveAccountCompanySummary');
export type SaveAccountCompanySummary = z.input<typeof saveAccountCompanySummarySchema>;
export type SaveAccountCompanySummaryBody = z.output<typeof saveAccountCompanySummarySchema>;

export const accountCompanySummariesReplySchema = z.object({ data: z.array(accountCompanySummarySchema) });
export type AccountCompanySummariesReply = z.infer<typeof accountCompanySummariesReplySchema>;
export const accountCompanySummaryReplySchema = z.object({ summary: accountCompanySummarySchema.nullable() });
export type AccountCompanySummaryReply = z.infer<typeof accountCompanySummaryReplySchema>;
export const companyIdPathSchema = z.object({ companyId: idParam('companyId') });

const nameField = z.string().trim().min(1, 'name is required').max(300, 'name can be at most 300 characters');
const optionalText = (name: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, `${name} can be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/companies refuses a name with nothing to match it by (no letter or digit once accents, punctuation,
 * "and" and bracketed acronyms are set aside): a rule of the company-name matcher, quoted in its description.
 */
export const companyNameUnmatchable = 'name must contain letters or digits';

export const createCompanySchema = z
  .object({
    name: nameField,
    website: optionalText('website'),
    industry: optionalText('industry'),
    description: z.string().trim().max(5000, 'description can be at most 5,000 characters').default(''),
    keywords: z
      .array(z.string().trim().min(1).max(100, 'a keyword can be at most 100 characters'))
      .max(50, 'at most 50 keywords')
      .default([]),
    state: stateCodeParam('state').optional(),
  })
  .describe('CreateCompany');
export type CreateCompany = z.input<typeof createCompanySchema>;
export type CreateCompanyBody = z.output<typeof createCompanySchema>;

export const createAccountLobbyistSchema = z
  .object({
    name: nameField,
    email: z.email('email must be an e-mail address').optional(),
    phone: optionalText('phone', 50),
    firmName: optionalText('firmName'),
    companyId: idParam('companyId').optional(),
    lobbyistId: idParam('lobbyistId').optional().describe('The public lobbyist record this is about.'),
    stateCode: stateCodeParam('stateCode').optional(),
    notes: z.string().max(10_000).default(''),
  })
  .describe('CreateAccountLobbyist');
export type CreateAccountLobbyist = z.input<typeof createAccountLobbyistSchema>;
export type CreateAccountLobbyistBody = z.output<typeof createAccountLobbyistSchema>;

export const accountLobbyistSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    firmName: z.string().nullable(),
    companyId: z.number().int().nullable(),
    lobbyistId: z.number().int().nullable(),
    stateCode: z.string().nullable(),
    notes: z.string(),
    createdAt: z.string(),
  })
  .describe('AccountLobbyist');
export type AccountLobbyist = z.infer<typeof accountLobbyistSchema>;

export const prospectStatuses = ['new', 'contacted', 'proposal', 'won', 'lost'] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];
const statusField = z.enum(prospectStatuses, { error: 'status must be new, contacted, proposal, won or lost' });

export const createProspectSchema = z
  .object({
    name: nameField,
    companyId: idParam('companyId').optional(),
    status: statusField.default('new'),
    contactName: optionalText('contactName'),
    contactEmail: z.email('contactEmail must be an e-mail address').optional(),
    notes: z.string().max(10_000).default(''),
  })
  .describe('CreateProspect');
export type CreateProspect = z.input<typeof createProspectSchema>;
export type CreateProspectBody = z.output<typeof createProspectSchema>;

export const updateProspectSchema = z
  .object({ status: statusField.optional(), notes: z.string().max(10_000).optional() })
  .refine((body) => body.status !== undefined || body.notes !== undefined, { error: 'Send a status or notes' })
  .describe('UpdateProspect');

export const prospectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: companyRefSchema.pick({ id: true, name: true }).nullable(),
    status: z.enum(prospectStatuses),
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    notes: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Prospect');
export type Prospect = z.infer<typeof prospectSchema>;
export const prospectsQuerySchema = z.object({ status: statusField.optional() });
export const prospectsReplySchema = z.object({ data: z.array(prospectSchema) });
export type ProspectsReply = z.infer<typeof prospectsReplySchema>;
export const prospectIdParamsSchema = z.object({ id: idParam('id') });
